import type { GetStaticProps } from 'next';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { DEFAULT_LOCALE, isLocale } from '../../lib/i18n/locales';
import { listHomeCatalog } from '../catalog/list-home-catalog';
import type { HomeCatalog } from '../catalog/list-home-catalog';

/** Seconds a cached home page is served before it is rebuilt in the background. */
export const HOME_REVALIDATE_SECONDS = 300;

export type HomePageProps = HomeCatalog;

export const getHomePageProps: GetStaticProps<HomePageProps> = async ({ locale }) => {
  const pageLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const [catalog, translations] = await Promise.all([
    listHomeCatalog({ locale: pageLocale }),
    serverSideTranslations(pageLocale, ['common', 'home', 'catalog']),
  ]);
  return { props: { ...translations, ...catalog }, revalidate: HOME_REVALIDATE_SECONDS };
};
