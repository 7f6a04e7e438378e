import { siteUrl as configuredSiteUrl } from '@/lib/seo/site-url';
import { sitemapEntriesOf, type SitemapEntry, type SitemapPage } from '@/lib/seo/sitemap-entries';
import type { SitemapSource } from './sitemap-source';
import { SITEMAP_SOURCES } from './sitemap-sources';

export interface ListSitemapEntriesInput {
  sources?: readonly SitemapSource[];
  siteUrl?: string;
}

async function pagesOf(source: SitemapSource): Promise<readonly SitemapPage[]> {
  try {
    return await source.listPages();
  } catch (error) {
    throw new Error(`Sitemap source "${source.name}" failed`, { cause: error });
  }
}

/**
 * Every URL of the sitemap: each source's pages in every locale where they are indexed.
 * A failing source fails the whole list: a sitemap missing the catalog would tell crawlers the
 * products are gone, where an error only makes them come back later.
 */
export async function listSitemapEntries({ sources = SITEMAP_SOURCES, siteUrl = configuredSiteUrl() }: ListSitemapEntriesInput = {}): Promise<SitemapEntry[]> {
  const lists = await Promise.all(sources.map(pagesOf));
  return sitemapEntriesOf(lists.flat(), siteUrl);
}
