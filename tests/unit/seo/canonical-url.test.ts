import { describe, expect, it } from 'vitest';
import { canonicalUrl, categoryPageNumber, type CanonicalUrlInput } from '@/lib/seo/canonical-url';

const SITE = 'https://deskhaus.example';

function canonical(overrides: Partial<CanonicalUrlInput> & Pick<CanonicalUrlInput, 'pathname'>): string {
  return canonicalUrl({ siteUrl: SITE, locale: 'en-US', pageKind: 'other', ...overrides });
}

describe('canonical URL: locale prefix', () => {
  it('has no prefix in the default locale en-US', () => {
    expect(canonical({ pathname: '/standing-desks', pageKind: 'category' })).toBe(`${SITE}/standing-desks`);
  });

  it.each(['fr-FR', 'de-DE', 'en-CA', 'en-GB'])('is prefixed with the locale %s', (locale) => {
    expect(canonical({ locale, pathname: '/standing-desks', pageKind: 'category' })).toBe(`${SITE}/${locale}/standing-desks`);
  });

  it('is the bare site URL for the en-US home page', () => {
    expect(canonical({ pathname: '/', pageKind: 'home' })).toBe(SITE);
  });

  it('is the site URL and the locale for another locale home page', () => {
    expect(canonical({ locale: 'fr-FR', pathname: '/', pageKind: 'home' })).toBe(`${SITE}/fr-FR`);
  });

  it('treats a missing or unknown locale as the default', () => {
    expect(canonical({ locale: undefined, pathname: '/sale' })).toBe(`${SITE}/sale`);
    expect(canonical({ locale: 'xx-YY', pathname: '/sale' })).toBe(`${SITE}/sale`);
  });

  it('ignores a locale prefix already in the path', () => {
    expect(canonical({ locale: 'de-DE', pathname: '/de-DE/sale' })).toBe(`${SITE}/de-DE/sale`);
  });
});

describe('canonical URL: blog and help centre are exempt from the prefix', () => {
  it('keeps a blog post unprefixed in fr-FR', () => {
    expect(canonical({ locale: 'fr-FR', pathname: '/ourblog/better-posture', pageKind: 'blog' })).toBe(`${SITE}/ourblog/better-posture`);
  });

  it('keeps a help article unprefixed in de-DE', () => {
    expect(canonical({ locale: 'de-DE', pathname: '/help-center/shipping/returns', pageKind: 'help' })).toBe(`${SITE}/help-center/shipping/returns`);
  });

  it('recognises the blog and help centre by path even when the page declared another kind', () => {
    expect(canonical({ locale: 'fr-FR', pathname: '/ourblog', pageKind: 'other' })).toBe(`${SITE}/ourblog`);
    expect(canonical({ locale: 'fr-FR', pathname: '/help-center', pageKind: 'other' })).toBe(`${SITE}/help-center`);
  });

  it('does not mistake a path that only starts with the same letters for the blog', () => {
    expect(canonical({ locale: 'fr-FR', pathname: '/ourblogger' })).toBe(`${SITE}/fr-FR/ourblogger`);
  });
});

describe('canonical URL: search keeps q and only q', () => {
  it('keeps q', () => {
    expect(canonical({ pathname: '/search', pageKind: 'search', query: { q: 'standing desk' } })).toBe(`${SITE}/search?q=standing+desk`);
  });

  it('drops every other parameter of a search', () => {
    expect(canonical({ locale: 'fr-FR', pathname: '/search', pageKind: 'search', query: { q: 'chaise', page: '2', sort: 'price', utm_source: 'x' } })).toBe(
      `${SITE}/fr-FR/search?q=chaise`,
    );
  });

  it('takes the first q when it is repeated', () => {
    expect(canonical({ pathname: '/search', pageKind: 'search', query: { q: ['desk', 'chair'] } })).toBe(`${SITE}/search?q=desk`);
  });

  it('has no query when q is empty', () => {
    expect(canonical({ pathname: '/search', pageKind: 'search', query: { q: '  ' } })).toBe(`${SITE}/search`);
  });

  it('escapes q so it cannot add parameters', () => {
    expect(canonical({ pathname: '/search', pageKind: 'search', query: { q: 'a&b=c' } })).toBe(`${SITE}/search?q=a%26b%3Dc`);
  });
});

describe('canonical URL: product pages', () => {
  it('is the category slug plus the product slug, without variant parameters', () => {
    expect(canonical({ pathname: '/standing-desks/smartdesk-pro', pageKind: 'product', query: { variant: '12', color: 'white', quickview: '1' } })).toBe(
      `${SITE}/standing-desks/smartdesk-pro`,
    );
  });

  it('is prefixed outside the default locale', () => {
    expect(canonical({ locale: 'en-GB', pathname: '/standing-desks/smartdesk-pro?variant=12', pageKind: 'product' })).toBe(`${SITE}/en-GB/standing-desks/smartdesk-pro`);
  });
});

describe('canonical URL: category pages', () => {
  it('keeps the page number beyond page 1', () => {
    expect(canonical({ pathname: '/office-chairs', pageKind: 'category', query: { page: '2' } })).toBe(`${SITE}/office-chairs?page=2`);
  });

  it('has no page number on page 1', () => {
    expect(canonical({ pathname: '/office-chairs', pageKind: 'category', query: { page: '1' } })).toBe(`${SITE}/office-chairs`);
  });

  it('drops the other parameters of a category page', () => {
    expect(canonical({ locale: 'de-DE', pathname: '/office-chairs', pageKind: 'category', query: { page: '3', sort: 'new', quickview: 'x' } })).toBe(
      `${SITE}/de-DE/office-chairs?page=3`,
    );
  });

  it.each(['0', '-2', 'two', '2.5', ''])('reads the malformed page number %j as page 1', (page) => {
    expect(categoryPageNumber({ page })).toBe(1);
  });

  it('writes a zero-padded page number plainly', () => {
    expect(canonical({ pathname: '/office-chairs', pageKind: 'category', query: { page: '04' } })).toBe(`${SITE}/office-chairs?page=4`);
  });

  it('does not keep a page number on pages that are not categories', () => {
    expect(canonical({ pathname: '/sale', pageKind: 'other', query: { page: '2' } })).toBe(`${SITE}/sale`);
  });
});

describe('canonical URL: shape of the path', () => {
  it('drops the trailing slash', () => {
    expect(canonical({ pathname: '/standing-desks/', pageKind: 'category' })).toBe(`${SITE}/standing-desks`);
    expect(canonical({ locale: 'fr-FR', pathname: '/fr-FR/', pageKind: 'home' })).toBe(`${SITE}/fr-FR`);
  });

  it('drops every query parameter of other pages', () => {
    expect(canonical({ pathname: '/about', query: { utm_source: 'mail', ref: 'abc' } })).toBe(`${SITE}/about`);
  });

  it('ignores a query and fragment left in the path', () => {
    expect(canonical({ pathname: '/about?utm_source=mail#team' })).toBe(`${SITE}/about`);
  });

  it('collapses repeated slashes', () => {
    expect(canonical({ pathname: '//standing-desks//smartdesk', pageKind: 'product' })).toBe(`${SITE}/standing-desks/smartdesk`);
  });
});
