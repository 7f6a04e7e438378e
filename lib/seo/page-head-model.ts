import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { absoluteUrl } from './absolute-url';
import { alternateLinks, type AlternateLink } from './alternate-links';
import { canonicalUrl } from './canonical-url';
import type { Breadcrumb, JsonLdThing } from './json-ld';
import { metaDescription } from './meta-description';
import { normalizePathname } from './normalize-pathname';
import { resolvePageKind, type PageKind } from './page-kind';
import type { PageQuery } from './page-query';
import { pageTitle } from './page-title';
import { robotsContent, type RobotsContent } from './robots';

export type OpenGraphType = 'website' | 'article' | 'product';

export interface PageHeadInput {
  siteUrl: string;
  storeName: string;
  /** The page's own title; the store name is appended. */
  title: string;
  description: string;
  keywords?: string | readonly string[];
  /** Social card picture: absolute URL or a path on this site. */
  image?: string;
  pageKind: PageKind;
  /** Path without query; a locale prefix in it is ignored. */
  pathname: string;
  query?: PageQuery;
  locale: string | undefined;
  noIndex?: boolean;
  breadcrumbs?: readonly Breadcrumb[];
  /** Page-specific structured data (Product, Article, FAQPage...). */
  jsonLd?: JsonLdThing | readonly JsonLdThing[];
  /** By default "product" on product pages and "website" elsewhere. */
  ogType?: OpenGraphType;
}

/* Every tag carries a key: next/head keeps one tag per key, so a page's head replaces the
 * layout's instead of adding a second description or canonical. */
export interface HeadMetaTag {
  key: string;
  name?: string;
  property?: string;
  content: string;
}

export interface HeadLinkTag {
  key: string;
  rel: 'canonical' | 'alternate';
  href: string;
  hrefLang?: string;
}

export interface PageHeadModel {
  title: string;
  canonical: string;
  robots: RobotsContent;
  alternates: AlternateLink[];
  meta: HeadMetaTag[];
  links: HeadLinkTag[];
}

function keywordsText(keywords: PageHeadInput['keywords']): string {
  const list = typeof keywords === 'string' ? keywords.split(',') : (keywords ?? []);
  return list
    .map((keyword) => keyword.trim())
    .filter(Boolean)
    .join(', ');
}

/** Open Graph writes locales with an underscore: fr_FR. */
function openGraphLocale(locale: string): string {
  return locale.replace('-', '_');
}

const named = (name: string, content: string): HeadMetaTag => ({ key: name, name, content });
const property = (name: string, content: string): HeadMetaTag => ({ key: name, property: name, content });

/** The page head's tags, from the page's inputs (spec §2 "Page head"); its structured data is `buildPageJsonLd`'s. */
export function buildPageHeadModel(input: PageHeadInput): PageHeadModel {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const pathname = normalizePathname(input.pathname);
  const pageKind = resolvePageKind(input.pageKind, pathname);
  const urlInput = { siteUrl: input.siteUrl, pathname, query: input.query, pageKind };
  const canonical = canonicalUrl({ ...urlInput, locale });
  const robots = robotsContent({ pageKind, locale, noIndex: input.noIndex });
  const alternates = alternateLinks(urlInput);
  const title = pageTitle(input.title, input.storeName);
  const description = metaDescription(input.description);
  const keywords = keywordsText(input.keywords);
  const image = input.image ? absoluteUrl(input.siteUrl, input.image) : undefined;

  const meta: HeadMetaTag[] = [
    named('description', description),
    ...(keywords ? [named('keywords', keywords)] : []),
    named('robots', robots),
    property('og:site_name', input.storeName),
    property('og:type', input.ogType ?? (pageKind === 'product' ? 'product' : 'website')),
    property('og:title', title),
    property('og:description', description),
    property('og:url', canonical),
    property('og:locale', openGraphLocale(locale)),
    ...(image ? [property('og:image', image)] : []),
    // X reads the title, description and picture from the og: tags when its own are absent, so
    // only the card type is written: three fewer copies of the same text in every page.
    named('twitter:card', image ? 'summary_large_image' : 'summary'),
  ];
  const links: HeadLinkTag[] = [
    { key: 'canonical', rel: 'canonical', href: canonical },
    ...alternates.map((link): HeadLinkTag => ({ key: `alternate-${link.hrefLang}`, rel: 'alternate', hrefLang: link.hrefLang, href: link.href })),
  ];
  // Structured data is not here: only the server writes it (lib/seo/page-json-ld.ts, decision 0064).
  return { title, canonical, robots, alternates, meta, links };
}
