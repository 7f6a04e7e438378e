import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { normalizePathname } from './normalize-pathname';
import type { PageHeadInput } from './page-head-model';
import { resolvePageKind } from './page-kind';
import { jsonLdBlocks, pageStructuredData, type HeadJsonLdBlock } from './page-structured-data';

/**
 * The structured data of a page's head inputs, as inline script blocks. Only the server renders
 * them (components/seo/structured-data.tsx, decision 0064): crawlers read them from the document
 * each URL answers with, and the browser needs neither the blocks nor the code that builds them.
 */
export function buildPageJsonLd(input: PageHeadInput): HeadJsonLdBlock[] {
  const pageKind = resolvePageKind(input.pageKind, normalizePathname(input.pathname));
  return jsonLdBlocks(
    pageStructuredData({ siteUrl: input.siteUrl, storeName: input.storeName, locale: input.locale ?? DEFAULT_LOCALE, pageKind, breadcrumbs: input.breadcrumbs, jsonLd: input.jsonLd }),
  );
}
