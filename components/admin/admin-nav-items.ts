export interface AdminNavItem {
  href: string;
  /** Key in the 'admin' namespace. */
  labelKey: string;
}

/* The operators' pages. Later issues add moderation, returns and analytics here. */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { href: '/admin', labelKey: 'nav.overview' },
  { href: '/admin/brand-applications', labelKey: 'nav.applications' },
  { href: '/admin/brands', labelKey: 'nav.brands' },
  { href: '/admin/products', labelKey: 'nav.products' },
  { href: '/admin/orders/new', labelKey: 'nav.newBrandOrder' },
  { href: '/admin/content', labelKey: 'nav.content' },
  { href: '/admin/content/landings', labelKey: 'nav.landings' },
  { href: '/admin/programmes', labelKey: 'nav.programmes' },
  { href: '/admin/analytics', labelKey: 'nav.analytics' },
];
