// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SitemapEntry } from '@/lib/seo/sitemap-entries';
import { createSitemapHandler } from '@/server/pages/seo/sitemap-handler';
import { fakeRequest, fakeResponse } from './fake-crawler-response';
import { parseXml, textsOf } from './parse-xml';

const SITE = 'https://deskhaus.example';
const ENTRIES: SitemapEntry[] = ['/a', '/b', '/c'].map((path) => ({ loc: `${SITE}${path}`, alternates: [] }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sitemap handler', () => {
  it('answers XML with the crawler cache policy', async () => {
    const res = fakeResponse();
    await createSitemapHandler({ listEntries: async () => ENTRIES, siteUrl: SITE })(fakeRequest('GET'), res);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    expect(textsOf(parseXml(res.body), 'loc')).toEqual(ENTRIES.map((entry) => entry.loc));
  });

  it('serves the index and the asked part when the entries exceed the limit', async () => {
    const handler = createSitemapHandler({ listEntries: async () => ENTRIES, siteUrl: SITE, maxUrlsPerFile: 2 });
    const index = fakeResponse();
    await handler(fakeRequest('GET'), index);
    expect(parseXml(index.body).documentElement.localName).toBe('sitemapindex');
    const part = fakeResponse();
    await handler(fakeRequest('GET', { part: '2' }), part);
    expect(textsOf(parseXml(part.body), 'loc')).toEqual([`${SITE}/c`]);
  });

  it('answers 404 for a part that does not exist', async () => {
    const res = fakeResponse();
    await createSitemapHandler({ listEntries: async () => ENTRIES, siteUrl: SITE })(fakeRequest('GET', { part: '9' }), res);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('answers 503 in plain text, never a raw 500, when the entries cannot be listed', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = fakeResponse();
    const failing = createSitemapHandler({ listEntries: () => Promise.reject(new Error('database down')), siteUrl: SITE });
    await expect(failing(fakeRequest('GET'), res)).resolves.toBeUndefined();
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['retry-after']).toBe('300');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(log).toHaveBeenCalled();
  });

  it('answers HEAD like GET and refuses other methods', async () => {
    const handler = createSitemapHandler({ listEntries: async () => ENTRIES, siteUrl: SITE });
    const head = fakeResponse();
    await handler(fakeRequest('HEAD'), head);
    expect(head.statusCode).toBe(200);
    const post = fakeResponse();
    await handler(fakeRequest('POST'), post);
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});
