import { absoluteUrl } from './absolute-url';
import { canonicalUrl, SEARCH_QUERY_PARAM } from './canonical-url';
import {
  breadcrumbListJsonLd,
  organizationJsonLd,
  SCHEMA_CONTEXT,
  SEARCH_TERM_PLACEHOLDER,
  serializeJsonLd,
  webSiteJsonLd,
  type Breadcrumb,
  type JsonLdThing,
} from './json-ld';
import type { PageKind } from './page-kind';

/** The logo structured data points at: a file the app ships (search engines accept SVG). */
export const ORGANIZATION_LOGO_PATH = '/favicon.svg';

export interface PageStructuredDataInput {
  siteUrl: string;
  storeName: string;
  locale: string;
  pageKind: PageKind;
  breadcrumbs?: readonly Breadcrumb[];
  jsonLd?: JsonLdThing | readonly JsonLdThing[];
}

export interface HeadJsonLdBlock {
  key: string;
  /** Already escaped for an inline script (serializeJsonLd). */
  json: string;
}

function isThingList(jsonLd: JsonLdThing | readonly JsonLdThing[]): jsonLd is readonly JsonLdThing[] {
  return Array.isArray(jsonLd);
}

function asList(jsonLd: PageStructuredDataInput['jsonLd']): readonly JsonLdThing[] {
  if (!jsonLd) return [];
  return isThingList(jsonLd) ? jsonLd : [jsonLd];
}

/**
 * The structured data of a page: Organization and WebSite (with its search) on the home page,
 * a BreadcrumbList when the page has breadcrumbs, then the page's own (Product, Article...).
 * URLs follow the canonical rules in the page's locale.
 */
export function pageStructuredData(input: PageStructuredDataInput): JsonLdThing[] {
  const { siteUrl, storeName, locale } = input;
  const urlIn = (pathname: string, pageKind: PageKind) => canonicalUrl({ siteUrl, locale, pathname, pageKind });
  const things: JsonLdThing[] = [];
  if (input.pageKind === 'home') {
    things.push(organizationJsonLd({ name: storeName, url: siteUrl, logo: absoluteUrl(siteUrl, ORGANIZATION_LOGO_PATH) }));
    things.push(
      webSiteJsonLd({
        name: storeName,
        url: urlIn('/', 'home'),
        searchUrlTemplate: `${urlIn('/search', 'search')}?${SEARCH_QUERY_PARAM}=${SEARCH_TERM_PLACEHOLDER}`,
      }),
    );
  }
  if (input.breadcrumbs && input.breadcrumbs.length > 0) {
    things.push(breadcrumbListJsonLd(input.breadcrumbs, (path) => urlIn(path, 'other')));
  }
  // A page's own data may leave out @context; without it the block is not schema.org to a crawler.
  const extras = asList(input.jsonLd).map((thing): JsonLdThing => ({ '@context': SCHEMA_CONTEXT, ...thing }));
  return [...things, ...extras];
}

/**
 * One inline script per thing, keyed by type ("jsonld-BreadcrumbList", "jsonld-Product-2" for a
 * second Product) so the keys stay the same from one render to the next.
 */
export function jsonLdBlocks(things: readonly JsonLdThing[]): HeadJsonLdBlock[] {
  const seen = new Map<string, number>();
  return things.map((thing) => {
    const type = ([] as string[]).concat(thing['@type']).join('-');
    const count = (seen.get(type) ?? 0) + 1;
    seen.set(type, count);
    return { key: count === 1 ? `jsonld-${type}` : `jsonld-${type}-${count}`, json: serializeJsonLd(thing) };
  });
}
