import { describe, expect, it } from 'vitest';
import { bannerLinkProblem, bannerWindowProblem, isBannerLive } from '@/lib/brands/banner-rules';
import { msToNextBannerEdge, pickLiveBanner, type StorefrontBanner } from '@/lib/brands/storefront-banner';
import { bannerRevalidateSeconds, earliestChange } from '@/server/pages/banner-revalidate';

const T = Date.parse('2026-11-26T12:00:00Z');
const banner = (id: number, start: number, end: number): StorefrontBanner => ({
  id,
  placement: 'home',
  link: '/',
  alt: 'x',
  startsAt: new Date(T + start).toISOString(),
  endsAt: new Date(T + end).toISOString(),
  avifSrcSet: '',
  webpSrcSet: '',
  src: '',
  width: 1600,
  height: 400,
});

describe('bannerLinkProblem', () => {
  it.each(['/', '/store/oak-studio', '/standing-desks/walnut-desk?colour=oak&size=140x70', '/sale#top'])('accepts the store path %s', (link) => {
    expect(bannerLinkProblem(link)).toBeNull();
  });
  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'https://example.com', '//example.com', '/\\example.com', 'sale', '/a b', '/a"onmouseover=x', '/<script>'])('refuses %s', (link) => {
    expect(bannerLinkProblem(link)).not.toBeNull();
  });
  it('refuses a link over 300 characters', () => {
    expect(bannerLinkProblem(`/${'a'.repeat(300)}`)).toMatch(/300/);
  });
});

describe('bannerWindowProblem and isBannerLive', () => {
  const now = new Date(T);
  it('wants the end after the start, not past, and at most 366 days', () => {
    expect(bannerWindowProblem(new Date(T), new Date(T), now)).toMatch(/after the start/);
    expect(bannerWindowProblem(new Date(T - 2000), new Date(T - 1000), now)).toMatch(/already past/);
    expect(bannerWindowProblem(new Date(T), new Date(T + 367 * 86_400_000), now)).toMatch(/366/);
    expect(bannerWindowProblem(new Date(T - 1000), new Date(T + 1000), now)).toBeNull();
  });
  it('is live from its start (included) to its end (excluded)', () => {
    const window = { startsAt: new Date(T), endsAt: new Date(T + 1000) };
    expect([T - 1, T, T + 999, T + 1000].map((at) => isBannerLive(window, at))).toEqual([false, true, true, false]);
  });
});

describe('pickLiveBanner and msToNextBannerEdge', () => {
  const banners = [banner(1, -5000, 5000), banner(2, -1000, 2000), banner(3, 10_000, 20_000)];
  it('shows the live banner that started last, none outside every window', () => {
    expect(pickLiveBanner(banners, T)?.id).toBe(2);
    expect(pickLiveBanner(banners, T + 3000)?.id).toBe(1);
    expect(pickLiveBanner(banners, T + 7000)).toBeNull();
    expect(pickLiveBanner(banners, T + 10_000)?.id).toBe(3);
    expect(pickLiveBanner(banners, T + 20_000)).toBeNull();
  });
  it('times the next edge', () => {
    expect(msToNextBannerEdge(banners, T)).toBe(2000);
    expect(msToNextBannerEdge(banners, T + 20_000)).toBeNull();
  });
});

describe('bannerRevalidateSeconds', () => {
  it('rebuilds at the next edge, never sooner than 30 s nor later than usual', () => {
    const now = new Date(T);
    expect(bannerRevalidateSeconds(300, null, now)).toBe(300);
    expect(bannerRevalidateSeconds(300, new Date(T + 120_000), now)).toBe(121);
    expect(bannerRevalidateSeconds(300, new Date(T + 1000), now)).toBe(30);
    expect(bannerRevalidateSeconds(300, new Date(T + 3_600_000), now)).toBe(300);
    expect(earliestChange(new Date(T + 5), new Date(T + 1))?.getTime()).toBe(T + 1);
    expect(earliestChange(null, new Date(T))?.getTime()).toBe(T);
  });
});
