import { firstQueryValue } from '@/lib/seo/page-query';
import { sitemapDocument } from '@/lib/seo/sitemap-document';
import type { SitemapEntry } from '@/lib/seo/sitemap-entries';
import { acceptOnlyReads, CRAWLER_DOCUMENT_CACHE_CONTROL, sendText, sendUnavailable, type CrawlerRequest, type CrawlerResponse } from './plain-text-reply';

export interface SitemapHandlerOptions {
  listEntries(): Promise<readonly SitemapEntry[]>;
  siteUrl: string;
  /** Tests lower it to see the split into an index and parts. */
  maxUrlsPerFile?: number;
}

/** GET /sitemap.xml[?part=N] (pages/sitemap.xml.tsx): the sitemap, or its index and parts when large. */
export function createSitemapHandler({ listEntries, siteUrl, maxUrlsPerFile }: SitemapHandlerOptions) {
  return async function sitemapHandler(req: CrawlerRequest, res: CrawlerResponse): Promise<void> {
    if (!acceptOnlyReads(req, res)) return;
    try {
      const entries = await listEntries();
      const document = sitemapDocument({ entries, part: firstQueryValue(req.query.part), siteUrl, maxUrlsPerFile });
      if (!document.found) {
        sendText(res, 404, 'No such sitemap part\n', { 'Cache-Control': 'no-store' });
        return;
      }
      res.status(200);
      res.setHeader('Content-Type', 'application/xml; charset=utf-8');
      res.setHeader('Cache-Control', CRAWLER_DOCUMENT_CACHE_CONTROL);
      res.send(document.xml);
    } catch (error) {
      sendUnavailable(res, 'sitemap.xml', error);
    }
  };
}
