import type { SitemapPage } from '@/lib/seo/sitemap-entries';
import type { SitemapSource } from './sitemap-source';

/** Indexable pages that exist independently of any database row. Add a landing page here when it ships. */
export const STATIC_SITEMAP_PAGES: readonly SitemapPage[] = [
  // Categories (standing desks, office chairs, ...) and vendor stores come from the catalog
  // source. The blog and the help centre join here when they ship: a sitemap must never list a
  // page that answers 404.
  { path: '/', pageKind: 'home' },
  // Landing collections built from the catalog (pages/sale.tsx, hybrid.tsx, group-buy.tsx).
  { path: '/sale', pageKind: 'category' },
  { path: '/hybrid', pageKind: 'category' },
  { path: '/group-buy', pageKind: 'category' },
  // Information pages (privacy.tsx, terms-of-use.tsx); /about and /press-feature are landing
  // pages from the database now, listed by landingSitemapSource while published.
  { path: '/privacy', pageKind: 'other' },
  { path: '/terms-of-use', pageKind: 'other' },
];

export const staticPagesSitemapSource: SitemapSource = {
  name: 'static-pages',
  listPages: async () => STATIC_SITEMAP_PAGES,
};
