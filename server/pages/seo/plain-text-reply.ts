/*
 * sitemap.xml and robots.txt are read by crawlers, not by the app: they answer plain documents,
 * never the API envelope. These are the few parts of Next's request and response they use, so
 * tests can call the handlers with small fakes.
 */
export interface CrawlerRequest {
  method?: string;
  query: Partial<Record<string, string | string[]>>;
}

export interface CrawlerResponse {
  status(code: number): unknown;
  setHeader(name: string, value: string): unknown;
  send(body: string): unknown;
}

/** Crawlers may fetch these documents for an hour and use a stale copy for a day while it refreshes. */
export const CRAWLER_DOCUMENT_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/** A crawler told 503 with Retry-After comes back later and keeps what it knew, where a 500 may count against the site. */
const RETRY_AFTER_SECONDS = '300';

export function sendText(res: CrawlerResponse, status: number, body: string, headers: Readonly<Record<string, string>> = {}): void {
  res.status(status);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.send(body);
}

/** Only GET and HEAD; anything else is told which methods exist. Returns whether the request may go on. */
export function acceptOnlyReads(req: CrawlerRequest, res: CrawlerResponse): boolean {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD') return true;
  sendText(res, 405, 'Method not allowed\n', { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' });
  return false;
}

export function sendUnavailable(res: CrawlerResponse, document: string, error: unknown): void {
  console.error(`[seo] ${document} failed`, error);
  sendText(res, 503, `${document} is temporarily unavailable\n`, { 'Retry-After': RETRY_AFTER_SECONDS, 'Cache-Control': 'no-store' });
}
