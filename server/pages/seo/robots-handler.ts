import { robotsTxt } from '@/lib/seo/robots-txt';
import { acceptOnlyReads, CRAWLER_DOCUMENT_CACHE_CONTROL, sendText, sendUnavailable, type CrawlerRequest, type CrawlerResponse } from './plain-text-reply';

/** GET /robots.txt, answered by pages/robots.txt.tsx. */
export function createRobotsHandler({ siteUrl }: { siteUrl: string }) {
  return function robotsHandler(req: CrawlerRequest, res: CrawlerResponse): void {
    if (!acceptOnlyReads(req, res)) return;
    try {
      sendText(res, 200, robotsTxt(siteUrl), { 'Cache-Control': CRAWLER_DOCUMENT_CACHE_CONTROL });
    } catch (error) {
      sendUnavailable(res, 'robots.txt', error);
    }
  };
}
