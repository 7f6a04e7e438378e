import { describe, expect, it } from 'vitest';
import { createRobotsHandler } from '@/server/pages/seo/robots-handler';
import { fakeRequest, fakeResponse } from './fake-crawler-response';

describe('robots.txt handler', () => {
  it('answers the rules in plain text with the crawler cache policy', () => {
    const res = fakeResponse();
    createRobotsHandler({ siteUrl: 'https://deskhaus.example' })(fakeRequest('GET'), res);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    expect(res.body).toContain('Sitemap: https://deskhaus.example/sitemap.xml');
  });

  it('refuses methods other than GET and HEAD', () => {
    const res = fakeResponse();
    createRobotsHandler({ siteUrl: 'https://deskhaus.example' })(fakeRequest('DELETE'), res);
    expect(res.statusCode).toBe(405);
  });
});
