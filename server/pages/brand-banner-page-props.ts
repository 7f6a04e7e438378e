import type { GetStaticProps } from 'next';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { listCategories } from '@/server/catalog/listing/list-categories';
import { serverSideTranslations } from './page-translations';

export interface BrandBannerPageProps {
  /** The category pages a banner can be placed on, named in the page's language. */
  categories: { slug: string; name: string }[];
}

/** /brand/banners, /brand/banners/create and /brand/banners/edit: the shell is static; the brand's data comes from the API. */
export const getBrandBannerPageProps: GetStaticProps<BrandBannerPageProps> = async ({ locale }) => {
  const pageLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const [translations, categories] = await Promise.all([serverSideTranslations(pageLocale, ['common', 'brand', 'brand-banners']), listCategories({ locale: pageLocale })]);
  return { props: { ...translations, categories: categories.map(({ slug, name }) => ({ slug, name })) }, revalidate: 3600 };
};
