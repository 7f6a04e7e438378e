import type { Dashboard, DashboardQuery } from '@/lib/contracts/brands/money-schemas';
import type { Caller } from '@/server/http/request-context';
import { countVendorListingsByState } from '@/server/catalog/brand-listings/count-vendor-listings-by-state';
import { getVendorDashboard } from '@/server/ordering/brand-money/get-vendor-dashboard';
import { resolveBrandVendor } from '../resolve-brand-vendor';
import { dashboardRange } from './dashboard-range';

/**
 * GET /v1/brands/{brandId}/dashboard: the brand's vendor is read from the caller's membership
 * (another brand's id answers the same 404 as a missing one), its figures from ordering and its
 * refused listings from catalog.
 */
export async function getBrandDashboard(input: { caller: Caller; brandId: number; query: DashboardQuery; now?: Date }): Promise<Dashboard> {
  const range = dashboardRange(input.query, input.now);
  const vendor = await resolveBrandVendor(input.caller, input.brandId);
  const [dashboard, listings] = await Promise.all([getVendorDashboard({ vendorCode: vendor.vendorCode, range }), countVendorListingsByState(vendor.vendorId)]);
  return { ...dashboard, needs_action: { ...dashboard.needs_action, listings_refused: listings.refused } };
}
