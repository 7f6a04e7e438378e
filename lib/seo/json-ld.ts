/** Structured data (schema.org, JSON-LD) the head embeds. Builders return plain objects. */
export const SCHEMA_CONTEXT = 'https://schema.org';

/** The placeholder search engines replace with the visitor's words in a SearchAction. */
export const SEARCH_TERM_PLACEHOLDER = '{search_term_string}';

export interface JsonLdThing {
  '@context'?: string;
  '@type': string | readonly string[];
  [property: string]: unknown;
}

export interface Breadcrumb {
  name: string;
  /** Path without locale prefix; the head turns it into the locale's canonical URL. */
  path: string;
}

export function organizationJsonLd(input: { name: string; url: string; logo: string }): JsonLdThing {
  return { '@context': SCHEMA_CONTEXT, '@type': 'Organization', name: input.name, url: input.url, logo: input.logo };
}

/** `searchUrlTemplate` holds SEARCH_TERM_PLACEHOLDER where the query goes, e.g. `https://…/search?q={search_term_string}`. */
export function webSiteJsonLd(input: { name: string; url: string; searchUrlTemplate: string }): JsonLdThing {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    name: input.name,
    url: input.url,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: input.searchUrlTemplate },
      'query-input': `required name=${SEARCH_TERM_PLACEHOLDER.slice(1, -1)}`,
    },
  };
}

export function breadcrumbListJsonLd(crumbs: readonly Breadcrumb[], urlOf: (path: string) => string): JsonLdThing {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: urlOf(crumb.path),
    })),
  };
}

/**
 * JSON for an inline <script type="application/ld+json">. A product name holding "</script>"
 * would otherwise end the script early and inject markup: "<", ">" and "&" become \u escapes
 * (still the same JSON), as do the line separators old parsers reject in strings.
 */
export function serializeJsonLd(thing: JsonLdThing): string {
  return JSON.stringify(thing)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
