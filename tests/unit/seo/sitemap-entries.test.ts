import { describe, expect, it } from 'vitest';
import { sitemapEntriesOf } from '@/lib/seo/sitemap-entries';

const SITE = 'https://deskhaus.example';

describe('sitemap entries', () => {
  it('lists a catalog page once per locale at its canonical URL', () => {
    const entries = sitemapEntriesOf([{ path: '/standing-desks', pageKind: 'category' }], SITE);
    expect(entries.map((entry) => entry.loc)).toEqual([
      `${SITE}/standing-desks`,
      `${SITE}/en-CA/standing-desks`,
      `${SITE}/en-GB/standing-desks`,
      `${SITE}/fr-FR/standing-desks`,
      `${SITE}/de-DE/standing-desks`,
    ]);
  });

  it('lists the home page as the bare site URL and the locale roots', () => {
    const entries = sitemapEntriesOf([{ path: '/', pageKind: 'home' }], SITE);
    expect(entries.map((entry) => entry.loc)).toEqual([SITE, `${SITE}/en-CA`, `${SITE}/en-GB`, `${SITE}/fr-FR`, `${SITE}/de-DE`]);
  });

  it('gives each locale version every other version and x-default as alternates', () => {
    const [first] = sitemapEntriesOf([{ path: '/standing-desks/smartdesk', pageKind: 'product' }], SITE);
    expect(first?.alternates.map((link) => link.hrefLang)).toEqual(['en-US', 'en-CA', 'en-GB', 'fr-FR', 'de-DE', 'x-default']);
    expect(first?.alternates.at(-1)?.href).toBe(`${SITE}/standing-desks/smartdesk`);
  });

  it.each([
    ['/ourblog/posture', 'blog'],
    ['/help-center/shipping', 'help'],
  ] as const)('lists %s only once, unprefixed, without alternates', (path, pageKind) => {
    expect(sitemapEntriesOf([{ path, pageKind }], SITE)).toEqual([{ loc: `${SITE}${path}`, lastModified: undefined, alternates: [] }]);
  });

  it('lists only the locales whose country is indexable', () => {
    const entries = sitemapEntriesOf([{ path: '/sale', pageKind: 'other' }], SITE, ['en-US', 'fr-FR']);
    expect(entries.map((entry) => entry.loc)).toEqual([`${SITE}/sale`, `${SITE}/fr-FR/sale`]);
  });

  it('merges a path listed twice, keeping the latest modification date', () => {
    const older = new Date('2025-01-01T00:00:00Z');
    const newer = new Date('2025-06-01T00:00:00Z');
    const entries = sitemapEntriesOf(
      [
        { path: '/standing-desks', pageKind: 'category' },
        { path: '/standing-desks/', pageKind: 'category', lastModified: older },
        { path: '/standing-desks', pageKind: 'category', lastModified: newer },
      ],
      SITE,
      ['en-US'],
    );
    expect(entries).toEqual([{ loc: `${SITE}/standing-desks`, lastModified: newer, alternates: [] }]);
  });
});
