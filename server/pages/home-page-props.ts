import type { GetStaticProps } from 'next';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { DEFAULT_LOCALE, isLocale, languageOfLocale } from '../../lib/i18n/locales';
import type { BannerSlotData } from '@/lib/brands/storefront-banner';
import { listStorefrontBanners } from '../brands/banners/list-storefront-banners';
import { bannerRevalidateSeconds } from './banner-revalidate';
import { listHomeCatalog } from '../catalog/list-home-catalog';
import type { HomeCatalog } from '../catalog/list-home-catalog';
import { packRows, type PackedRows } from '@/lib/catalog/packed-rows';
import type { ProductCard } from '@/lib/contracts/catalog/catalog-schemas';
import type { WithKeptPageData } from '@/lib/pages/kept-page-data';

/** Seconds a cached home page is served before it is rebuilt in the background. */
export const HOME_REVALIDATE_SECONDS = 300;

/** What a category tile shows (the page's inline data carries no more: decision 0054). */
export type HomeCategoryTile = Pick<HomeCatalog['categories'][number], 'slug' | 'name' | 'productCount' | 'imageKey'>;

/** What the home page's kept sections and shelves render (decisions 0062, 0063): not in the first document's inline data. */
export interface HomeKeptData {
  categories: HomeCategoryTile[];
  bestSellers: PackedRows<ProductCard>;
  saleItems: PackedRows<ProductCard>;
}

/** The home page's props: the shelves' rows packed, the tiles with only what they show (decision 0054). */
export interface HomePageProps extends WithKeptPageData<HomeKeptData> {
  banners: BannerSlotData;
}

export const getHomePageProps: GetStaticProps<HomePageProps> = async ({ locale }) => {
  const pageLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const [catalog, translations, slot] = await Promise.all([
    listHomeCatalog({ locale: pageLocale }),
    serverSideTranslations(pageLocale, ['common', 'home', 'catalog']),
    listStorefrontBanners({ placement: 'home', language: languageOfLocale(pageLocale) }),
  ]);
  const banners: BannerSlotData = { banners: slot.banners, renderedAt: slot.renderedAt };
  // Rebuilt at the next banner edge too, so the cached HTML follows the windows (decision 0035).
  const categories = catalog.categories.map(({ slug, name, productCount, imageKey }) => ({ slug, name, productCount, imageKey }));
  const shelves = { bestSellers: packRows(catalog.bestSellers), saleItems: packRows(catalog.saleItems) };
  return { props: { ...translations, kept: { categories, ...shelves }, banners }, revalidate: bannerRevalidateSeconds(HOME_REVALIDATE_SECONDS, slot.nextChangeAt) };
};
