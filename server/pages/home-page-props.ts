import type { GetStaticProps } from 'next';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { DEFAULT_LOCALE, isLocale, languageOfLocale } from '../../lib/i18n/locales';
import type { BannerSlotData } from '@/lib/brands/storefront-banner';
import { listStorefrontBanners } from '../brands/banners/list-storefront-banners';
import { bannerRevalidateSeconds } from './banner-revalidate';
import { listHomeCatalog } from '../catalog/list-home-catalog';
import type { HomeCatalog } from '../catalog/list-home-catalog';

/** Seconds a cached home page is served before it is rebuilt in the background. */
export const HOME_REVALIDATE_SECONDS = 300;

export type HomePageProps = HomeCatalog & { banners: BannerSlotData };

export const getHomePageProps: GetStaticProps<HomePageProps> = async ({ locale }) => {
  const pageLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const [catalog, translations, slot] = await Promise.all([
    listHomeCatalog({ locale: pageLocale }),
    serverSideTranslations(pageLocale, ['common', 'home', 'catalog']),
    listStorefrontBanners({ placement: 'home', language: languageOfLocale(pageLocale) }),
  ]);
  const banners: BannerSlotData = { banners: slot.banners, renderedAt: slot.renderedAt };
  // Rebuilt at the next banner edge too, so the cached HTML follows the windows (decision 0035).
  return { props: { ...translations, ...catalog, banners }, revalidate: bannerRevalidateSeconds(HOME_REVALIDATE_SECONDS, slot.nextChangeAt) };
};
