import { describe, expect, it, vi } from 'vitest';
import { listSitemapEntries } from '@/server/pages/seo/list-sitemap-entries';
import type { SitemapSource } from '@/server/pages/seo/sitemap-source';

vi.mock('@/server/catalog/list-sitemap-paths', () => ({
  listCatalogSitemapPaths: async () => [
    { path: '/standing-desks', updatedAt: new Date('2025-02-01T00:00:00Z') },
    { path: '/standing-desks/smartdesk-pro', updatedAt: new Date('2025-03-01T00:00:00Z') },
  ],
}));

vi.mock('@/server/content/list-blog-paths', () => ({
  listBlogPostPaths: async () => [
    { language: 'en', slug: 'fitting-your-office-chair', updatedAt: new Date('2026-08-01T00:00:00Z') },
    { language: 'fr', slug: 'fitting-your-office-chair', updatedAt: new Date('2026-08-01T00:00:00Z') },
  ],
  listBlogTermSlugs: async () => ({ categories: ['ergonomics'], tags: [] }),
}));
vi.mock('@/server/content/list-help-paths', () => ({
  listHelpArticlePaths: async () => [{ sectionSlug: 'ordering', slug: 'how-do-i-place-an-order', updatedAt: new Date('2026-06-01T00:00:00Z') }],
  listHelpSectionSlugs: async () => ['ordering'],
}));

vi.mock('@/server/content/landings/list-landing-paths', () => ({
  listLandingPaths: async () => [{ path: '/setups/gaming-setup', updatedAt: new Date('2026-11-05T08:00:00Z') }],
}));

const SITE = 'https://deskhaus.example';

describe('listing the sitemap entries from its sources', () => {
  it('combines the static pages, the catalog and the content by default', async () => {
    const locs = (await listSitemapEntries({ siteUrl: SITE })).map((entry) => entry.loc);
    expect(locs).toContain(SITE);
    expect(locs).toContain(`${SITE}/fr-FR/standing-desks`);
    expect(locs).toContain(`${SITE}/de-DE/standing-desks/smartdesk-pro`);
    // Blog and help: once each, unprefixed (spec §2), posts by their English slug.
    expect(locs.filter((loc) => loc.endsWith('/ourblog/fitting-your-office-chair'))).toEqual([`${SITE}/ourblog/fitting-your-office-chair`]);
    expect(locs).toContain(`${SITE}/help-center/ordering/how-do-i-place-an-order`);
    expect(locs).not.toContain(`${SITE}/fr-FR/ourblog`);
    expect(locs.filter((loc) => loc.endsWith('/standing-desks'))).toHaveLength(5);
    // Landing pages (decision 0036): one per locale, as other pages.
    expect(locs).toContain(`${SITE}/setups/gaming-setup`);
    expect(locs).toContain(`${SITE}/de-DE/setups/gaming-setup`);
  });

  it('keeps the catalog modification date of a page also listed as static', async () => {
    const entries = await listSitemapEntries({ siteUrl: SITE });
    expect(entries.find((entry) => entry.loc === `${SITE}/standing-desks`)?.lastModified).toEqual(new Date('2025-02-01T00:00:00Z'));
  });

  it('takes pages from a newly registered source with its own rules (a blog post once, unprefixed)', async () => {
    const blog: SitemapSource = { name: 'blog', listPages: async () => [{ path: '/ourblog/better-posture', pageKind: 'blog' }] };
    const entries = await listSitemapEntries({ sources: [blog], siteUrl: SITE });
    expect(entries.map((entry) => entry.loc)).toEqual([`${SITE}/ourblog/better-posture`]);
  });

  it('names the failing source in the error', async () => {
    const broken: SitemapSource = { name: 'help-centre', listPages: () => Promise.reject(new Error('timeout')) };
    await expect(listSitemapEntries({ sources: [broken], siteUrl: SITE })).rejects.toThrow('Sitemap source "help-centre" failed');
  });
});
