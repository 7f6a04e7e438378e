import type { BrandMemberRole, BrandStatus } from '@/lib/brands/brand-rules';

export interface BrandNavItem {
  href: string;
  /** Key in the 'brand' namespace. */
  labelKey: string;
  /** Shown to members of at least this role. */
  minRole: BrandMemberRole;
  /** Shown only once the brand is approved (or suspended: it still fulfils its orders). */
  needsApproval: boolean;
}

/* The brand area's pages (spec §2), in the order a brand works: its products, banners, orders and money, then its store. */
export const BRAND_NAV_ITEMS: readonly BrandNavItem[] = [
  { href: '/brand', labelKey: 'nav.home', minRole: 'staff', needsApproval: false },
  { href: '/brand/registration', labelKey: 'nav.registration', minRole: 'staff', needsApproval: false },
  { href: '/brand/listings', labelKey: 'nav.listings', minRole: 'staff', needsApproval: true },
  { href: '/brand/listings/prices-and-stock', labelKey: 'nav.pricesAndStock', minRole: 'staff', needsApproval: true },
  { href: '/brand/banners', labelKey: 'nav.banners', minRole: 'staff', needsApproval: true },
  { href: '/brand/orders', labelKey: 'nav.orders', minRole: 'staff', needsApproval: true },
  { href: '/brand/crypto-orders', labelKey: 'nav.cryptoOrders', minRole: 'staff', needsApproval: true },
  { href: '/brand/admin-orders', labelKey: 'nav.adminOrders', minRole: 'staff', needsApproval: true },
  { href: '/brand/statements', labelKey: 'nav.statements', minRole: 'manager', needsApproval: true },
  { href: '/brand/edit', labelKey: 'nav.profile', minRole: 'manager', needsApproval: true },
  { href: '/brand/edit/policies', labelKey: 'nav.policies', minRole: 'manager', needsApproval: true },
  { href: '/brand/edit/theme', labelKey: 'nav.theme', minRole: 'manager', needsApproval: true },
  { href: '/brand/edit/slug', labelKey: 'nav.slug', minRole: 'owner', needsApproval: true },
  { href: '/brand/settings', labelKey: 'nav.settings', minRole: 'staff', needsApproval: false },
];

export function isApprovedForWork(status: BrandStatus): boolean {
  return status === 'approved' || status === 'suspended';
}
