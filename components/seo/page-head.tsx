import Head from 'next/head';
import { useRouter } from 'next/router';
import { STORE_NAME } from '@/lib/navigation/store-name';
import type { Breadcrumb, JsonLdThing } from '@/lib/seo/json-ld';
import { buildPageHeadModel, type OpenGraphType, type PageHeadInput } from '@/lib/seo/page-head-model';
import type { PageKind } from '@/lib/seo/page-kind';
import { queryOfPath, type PageQuery } from '@/lib/seo/page-query';
import { siteUrl } from '@/lib/seo/site-url';
import { StructuredData } from './structured-data';

export interface PageHeadProps {
  /** The page's own title; " | {store name}" is appended. */
  title: string;
  description: string;
  keywords?: string | readonly string[];
  /** Social card picture: absolute URL or a path on this site. */
  image?: string;
  pageKind: PageKind;
  /** Cart, account, error pages...: never indexed. */
  noIndex?: boolean;
  breadcrumbs?: readonly Breadcrumb[];
  /** Page-specific structured data (Product, Article...); Organization and WebSite come with pageKind "home". */
  jsonLd?: JsonLdThing | readonly JsonLdThing[];
  /**
   * The page's canonical path without locale prefix. Product pages pass `/{categorySlug}/{productSlug}`
   * and category pages `/{categorySlug}`, so another route or a fallback render (whose asPath is
   * still the route pattern) cannot change the canonical. Defaults to the current URL's path.
   */
  path?: string;
  /**
   * The query the rules read (q on search, page on categories). Defaults to the current URL's query.
   * A pre-rendered page cannot see its URL's query while rendering on the server, so a page
   * rendered statically for a given page number passes it here.
   */
  query?: PageQuery;
  ogType?: OpenGraphType;
}

/**
 * The one page head every page renders: title, description, social tags, canonical, robots,
 * alternate languages and structured data (the last written by the server only, in the body:
 * decision 0064), all from the rules in lib/seo. Each tag has a stable
 * key, so a page's PageHead replaces rather than duplicates tags another head already set.
 */
export function PageHead({ path, query, ...page }: PageHeadProps) {
  const router = useRouter();
  const input: PageHeadInput = {
    ...page,
    siteUrl: siteUrl(),
    storeName: STORE_NAME,
    pathname: path ?? router.asPath,
    query: query ?? queryOfPath(router.asPath),
    locale: router.locale,
  };
  const model = buildPageHeadModel(input);
  return (
    <>
      <Head>
        <title key="title">{model.title}</title>
        {model.meta.map((tag) => (
          <meta key={tag.key} name={tag.name} property={tag.property} content={tag.content} />
        ))}
        {model.links.map((link) => (
          <link key={link.key} rel={link.rel} hrefLang={link.hrefLang} href={link.href} />
        ))}
      </Head>
      <StructuredData input={input} />
    </>
  );
}
