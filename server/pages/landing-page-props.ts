import type { GetStaticPaths, GetStaticProps } from 'next';
import { defaultListingQuery } from '@/lib/catalog/listing-query';
import { LANDING_PRODUCT_LIMIT, type LandingLanguage } from '@/lib/content/landing-blocks';
import { PERSONA_ROOT, type LandingPageData, type LandingViewBlock } from '@/lib/content/landing-view';
import { DEFAULT_LOCALE, isLocale, languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { listProducts } from '@/server/catalog/listing/list-products';
import { getLandingPage } from '@/server/content/landings/get-landing-page';
import { listLandingPaths } from '@/server/content/landings/list-landing-paths';
import type { LandingPageContent } from '@/server/content/landings/landing-types';
import { contentDateLabel } from './content-dates';
import { serverSideTranslations } from './page-translations';

/*
 * Landing pages are pre-rendered and re-rendered in the background every five minutes, as blog
 * posts: their product grids show the catalog's price and stock as of the last render. A
 * publish or unpublish in the editor re-renders them at once (revalidateLandingPages).
 */
export const LANDING_REVALIDATE_SECONDS = 300;
const LANDING_NAMESPACES = ['common', 'catalog', 'landings'];

function pageLocaleOf(locale: string | undefined): Locale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** Product grids read live from the catalog, in the grid's order for a list of codes. */
async function withLiveData(blocks: LandingPageContent['blocks'], locale: Locale): Promise<LandingViewBlock[]> {
  return Promise.all(
    blocks.map(async (block): Promise<LandingViewBlock> => {
      if (block.type === 'countdown' && block.settings.endsAt) return { ...block, dateLabel: contentDateLabel(block.settings.endsAt, locale) };
      if (block.type !== 'products') return block;
      const { categorySlugs, productCodes, collection, limit } = block.settings;
      const listing = await listProducts({
        locale,
        scope: { categorySlugs: categorySlugs?.length ? categorySlugs : undefined, productCodes: productCodes?.length ? productCodes : undefined, collection },
        query: defaultListingQuery(),
      });
      const order = new Map((productCodes ?? []).map((code, index) => [code, index]));
      const items = productCodes?.length ? [...listing.items].sort((a, b) => (order.get(a.code) ?? 0) - (order.get(b.code) ?? 0)) : listing.items;
      return { ...block, products: items.slice(0, limit ?? LANDING_PRODUCT_LIMIT) };
    }),
  );
}

/** The props of a landing page in the page's language; null when it is not published. */
export async function landingPageProps(path: string, locale: string | undefined, revision: 'live' | 'draft' = 'live') {
  const pageLocale = pageLocaleOf(locale);
  const language = languageOfLocale(pageLocale) as LandingLanguage;
  const content = await getLandingPage(path, language, { revision });
  if (!content) return null;
  const [translations, blocks] = await Promise.all([serverSideTranslations(pageLocale, LANDING_NAMESPACES), withLiveData(content.blocks, pageLocale)]);
  const data: LandingPageData = { page: { path: content.path, title: content.title, description: content.description, language, blocks } };
  return { ...translations, ...data };
}

/** getStaticProps of a landing page at a fixed path (/adus, /about...). */
export function landingStaticProps(path: string): GetStaticProps<LandingPageData> {
  return async ({ locale }) => {
    const props = await landingPageProps(path, locale);
    if (!props) return { notFound: true, revalidate: LANDING_REVALIDATE_SECONDS };
    return { props, revalidate: LANDING_REVALIDATE_SECONDS };
  };
}

type PersonaParams = { persona: string };

export const getPersonaStaticPaths: GetStaticPaths<PersonaParams> = async () => {
  const paths = await listLandingPaths();
  return {
    paths: paths.filter((entry) => entry.path.startsWith(`${PERSONA_ROOT}/`)).map((entry) => ({ params: { persona: entry.path.slice(PERSONA_ROOT.length + 1) }, locale: DEFAULT_LOCALE })),
    fallback: 'blocking',
  };
};

/** /setups/{persona}: the persona pages. */
export const getPersonaStaticProps: GetStaticProps<LandingPageData, PersonaParams> = async ({ locale, params }) => {
  const persona = params?.persona ?? '';
  if (!/^[a-z0-9-]{1,80}$/.test(persona)) return { notFound: true, revalidate: LANDING_REVALIDATE_SECONDS };
  return landingStaticProps(`${PERSONA_ROOT}/${persona}`)({ locale, params });
};
