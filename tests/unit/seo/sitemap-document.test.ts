// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sitemapDocument } from '@/lib/seo/sitemap-document';
import type { SitemapEntry } from '@/lib/seo/sitemap-entries';
import { parseXml, textsOf } from './parse-xml';

const SITE = 'https://deskhaus.example';

function entry(index: number, lastModified?: Date): SitemapEntry {
  return { loc: `${SITE}/standing-desks/desk-${index}`, lastModified, alternates: [] };
}

function xmlOf(document: ReturnType<typeof sitemapDocument>): string {
  if (!document.found) throw new Error('expected a sitemap document');
  return document.xml;
}

describe('sitemap XML', () => {
  it('is a well-formed urlset with loc, lastmod and hreflang alternates', () => {
    const entries: SitemapEntry[] = [
      {
        loc: SITE,
        lastModified: new Date('2025-03-04T05:06:07Z'),
        alternates: [
          { hrefLang: 'en-US', href: SITE },
          { hrefLang: 'fr-FR', href: `${SITE}/fr-FR` },
          { hrefLang: 'x-default', href: SITE },
        ],
      },
    ];
    const xml = parseXml(xmlOf(sitemapDocument({ entries, siteUrl: SITE })));
    expect(xml.documentElement.localName).toBe('urlset');
    expect(xml.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(textsOf(xml, 'loc')).toEqual([SITE]);
    expect(textsOf(xml, 'lastmod')).toEqual(['2025-03-04T05:06:07.000Z']);
    const links = [...xml.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')];
    expect(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])).toEqual([
      ['en-US', SITE],
      ['fr-FR', `${SITE}/fr-FR`],
      ['x-default', SITE],
    ]);
  });

  it('escapes characters XML reserves', () => {
    const xml = parseXml(xmlOf(sitemapDocument({ entries: [{ loc: `${SITE}/search?q=a&b<c`, alternates: [] }], siteUrl: SITE })));
    expect(textsOf(xml, 'loc')).toEqual([`${SITE}/search?q=a&b<c`]);
  });

  it('is a well-formed empty urlset when there is nothing to list', () => {
    expect(textsOf(parseXml(xmlOf(sitemapDocument({ entries: [], siteUrl: SITE }))), 'loc')).toEqual([]);
  });
});

describe('sitemap split into an index and parts', () => {
  const entries = Array.from({ length: 5 }, (_, index) => entry(index + 1, new Date(Date.UTC(2025, 0, index + 1))));

  it('stays one urlset while the entries fit in one file', () => {
    const xml = parseXml(xmlOf(sitemapDocument({ entries, siteUrl: SITE, maxUrlsPerFile: 5 })));
    expect(xml.documentElement.localName).toBe('urlset');
    expect(textsOf(xml, 'loc')).toHaveLength(5);
  });

  it('becomes an index of numbered parts under /sitemap.xml beyond the limit', () => {
    const xml = parseXml(xmlOf(sitemapDocument({ entries, siteUrl: SITE, maxUrlsPerFile: 2 })));
    expect(xml.documentElement.localName).toBe('sitemapindex');
    expect(textsOf(xml, 'loc')).toEqual([`${SITE}/sitemap.xml?part=1`, `${SITE}/sitemap.xml?part=2`, `${SITE}/sitemap.xml?part=3`]);
    expect(textsOf(xml, 'lastmod')).toEqual(['2025-01-02T00:00:00.000Z', '2025-01-04T00:00:00.000Z', '2025-01-05T00:00:00.000Z']);
  });

  it('serves each part with its own slice of the entries, together all of them once', () => {
    const parts = ['1', '2', '3'].map((part) => textsOf(parseXml(xmlOf(sitemapDocument({ entries, part, siteUrl: SITE, maxUrlsPerFile: 2 }))), 'loc'));
    expect(parts.map((locs) => locs.length)).toEqual([2, 2, 1]);
    expect(parts.flat()).toEqual(entries.map((item) => item.loc));
  });

  it.each(['0', '4', 'x', '-1', '1.5', ''])('does not find part %j', (part) => {
    expect(sitemapDocument({ entries, part, siteUrl: SITE, maxUrlsPerFile: 2 })).toEqual({ found: false });
  });

  it('answers part 1 with the whole urlset when there is no split, and no other part', () => {
    expect(parseXml(xmlOf(sitemapDocument({ entries, part: '1', siteUrl: SITE }))).documentElement.localName).toBe('urlset');
    expect(sitemapDocument({ entries, part: '2', siteUrl: SITE })).toEqual({ found: false });
  });
});
