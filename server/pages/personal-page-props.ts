import type { GetServerSideProps } from 'next';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../lib/i18n/locales';
import type { PageSeed } from '../../lib/session/page-seed';
import { pageShopperOf, type PageShopper } from './page-shopper';

export interface PersonalPageProps<T> {
  /** Null when the server could not tell; the page then loads in the browser as before. */
  seed: PageSeed<T> | null;
}

/**
 * getServerSideProps of a page that shows the shopper's cart: the translations plus what
 * `load` answers for the shopper of the cookies. Next.js marks these answers private and
 * uncacheable. A failed load costs the seed, not the page: the browser then asks the API itself
 * and shows its error state if the API fails too.
 */
export function personalPageProps<T>(
  namespaces: string[],
  load: (shopper: PageShopper, locale: Locale) => Promise<T>,
): GetServerSideProps<PersonalPageProps<T>> {
  return async ({ req, locale }) => {
    const pageLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
    const [translations, seed] = await Promise.all([serverSideTranslations(pageLocale, namespaces), loadSeed(req.cookies, pageLocale, load)]);
    return { props: { ...translations, seed } };
  };
}

async function loadSeed<T>(
  cookies: Partial<Record<string, string>>,
  locale: Locale,
  load: (shopper: PageShopper, locale: Locale) => Promise<T>,
): Promise<PageSeed<T> | null> {
  try {
    const shopper = await pageShopperOf(cookies);
    if (!shopper) return null;
    return { owner: shopper.owner, data: await load(shopper, locale) };
  } catch (error) {
    console.warn(`[pages] personal page rendered without the cart: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
