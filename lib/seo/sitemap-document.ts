import type { SitemapEntry } from './sitemap-entries';
import { renderSitemapIndex, renderUrlSet } from './sitemap-xml';

/** sitemaps.org: at most 50,000 URLs in one sitemap file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** The public path of the sitemap (served by pages/sitemap.xml.tsx). */
export const SITEMAP_PATH = '/sitemap.xml';

/**
 * Parts are addressed as /sitemap.xml?part=N (N from 1), not as /api/sitemap?part=N: robots.txt
 * disallows /api/, and a crawler would refuse to fetch parts listed under it.
 */
export function sitemapPartUrl(siteUrl: string, part: number): string {
  return `${siteUrl}${SITEMAP_PATH}?part=${part}`;
}

export type SitemapDocument = { found: true; xml: string } | { found: false };

export interface SitemapDocumentInput {
  entries: readonly SitemapEntry[];
  /** The raw `part` query value; absent means the sitemap itself (a urlset, or the index of the parts). */
  part?: string;
  siteUrl: string;
  maxUrlsPerFile?: number;
}

/** undefined: no part asked for; null: not a part number at all. */
function partNumberOf(part: string | undefined): number | null | undefined {
  if (part === undefined) return undefined;
  return /^[1-9]\d{0,6}$/.test(part) ? Number(part) : null;
}

function latest(entries: readonly SitemapEntry[]): Date | undefined {
  let found: Date | undefined;
  for (const { lastModified } of entries) if (lastModified && (!found || lastModified > found)) found = lastModified;
  return found;
}

/**
 * The document for /sitemap.xml[?part=N]: one urlset while the entries fit in one file;
 * beyond that, an index at /sitemap.xml and the entries in consecutive parts of at most
 * `maxUrlsPerFile`. A part that does not exist is not found.
 */
export function sitemapDocument({ entries, part, siteUrl, maxUrlsPerFile = MAX_URLS_PER_SITEMAP }: SitemapDocumentInput): SitemapDocument {
  const partCount = Math.max(1, Math.ceil(entries.length / maxUrlsPerFile));
  const partNumber = partNumberOf(part);
  if (partNumber === null || (partNumber !== undefined && partNumber > partCount)) return { found: false };
  if (partCount === 1) return { found: true, xml: renderUrlSet(entries) };
  if (partNumber === undefined) {
    const parts = Array.from({ length: partCount }, (_, index) => {
      const slice = entries.slice(index * maxUrlsPerFile, (index + 1) * maxUrlsPerFile);
      return { loc: sitemapPartUrl(siteUrl, index + 1), lastModified: latest(slice) };
    });
    return { found: true, xml: renderSitemapIndex(parts) };
  }
  return { found: true, xml: renderUrlSet(entries.slice((partNumber - 1) * maxUrlsPerFile, partNumber * maxUrlsPerFile)) };
}
