import { describe, expect, it } from 'vitest';
import { alternateLinks } from '@/lib/seo/alternate-links';

const SITE = 'https://deskhaus.example';

describe('alternate links: only home, office chairs and standing desks', () => {
  it('lists en-US, fr-FR, en-CA, en-GB, de-DE and x-default for the home page', () => {
    expect(alternateLinks({ siteUrl: SITE, pathname: '/', pageKind: 'home' })).toEqual([
      { hrefLang: 'en-US', href: SITE },
      { hrefLang: 'fr-FR', href: `${SITE}/fr-FR` },
      { hrefLang: 'en-CA', href: `${SITE}/en-CA` },
      { hrefLang: 'en-GB', href: `${SITE}/en-GB` },
      { hrefLang: 'de-DE', href: `${SITE}/de-DE` },
      { hrefLang: 'x-default', href: SITE },
    ]);
  });

  it.each(['/office-chairs', '/standing-desks'])('lists the five locales and x-default for %s', (pathname) => {
    const links = alternateLinks({ siteUrl: SITE, pathname, pageKind: 'category' });
    expect(links.map((link) => link.hrefLang)).toEqual(['en-US', 'fr-FR', 'en-CA', 'en-GB', 'de-DE', 'x-default']);
    expect(links.find((link) => link.hrefLang === 'de-DE')?.href).toBe(`${SITE}/de-DE${pathname}`);
  });

  it('points x-default at the en-US URL', () => {
    const links = alternateLinks({ siteUrl: SITE, pathname: '/standing-desks', pageKind: 'category' });
    const enUs = links.find((link) => link.hrefLang === 'en-US');
    expect(links.find((link) => link.hrefLang === 'x-default')?.href).toBe(enUs?.href);
  });

  it('recognises the pages whatever prefix or trailing slash their path has', () => {
    expect(alternateLinks({ siteUrl: SITE, pathname: '/fr-FR/office-chairs/', pageKind: 'category' })).toHaveLength(6);
  });

  it('builds each alternate with the canonical rules, so page 2 links to page 2', () => {
    const links = alternateLinks({ siteUrl: SITE, pathname: '/standing-desks', query: { page: '2', sort: 'new' }, pageKind: 'category' });
    expect(links.find((link) => link.hrefLang === 'fr-FR')?.href).toBe(`${SITE}/fr-FR/standing-desks?page=2`);
  });

  it.each(['/sale', '/standing-desks/smartdesk-pro', '/search', '/ourblog', '/office-chairs-sale'])('has none on %s', (pathname) => {
    expect(alternateLinks({ siteUrl: SITE, pathname, pageKind: 'other' })).toEqual([]);
  });
});
