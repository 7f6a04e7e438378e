import type { Dashboard, DashboardQuery } from '@/lib/contracts/brands/money-schemas';
import type { Caller } from '@/server/http/request-context';
import { getVendorDashboard } from '@/server/ordering/brand-money/get-vendor-dashboard';
import { resolveBrandVendor } from '../resolve-brand-vendor';
import { dashboardRange } from './dashboard-range';

/**
 * GET /v1/brands/{brandId}/dashboard: the brand's vendor is read from the caller's membership
 * (another brand's id answers the same 404 as a missing one), its figures from ordering.
 */
export async function getBrandDashboard(input: { caller: Caller; brandId: number; query: DashboardQuery; now?: Date }): Promise<Dashboard> {
  const range = dashboardRange(input.query, input.now);
  const vendor = await resolveBrandVendor(input.caller, input.brandId);
  const dashboard = await getVendorDashboard({ vendorCode: vendor.vendorCode, range });
  // LEAD: wire at merge — listings_refused = await countVendorListingsByState(vendor.vendorId) (helper A's
  // catalog use case), its refused count; null tells the page the figure is not available yet.
  const listingsRefused: number | null = null;
  return { ...dashboard, needs_action: { ...dashboard.needs_action, listings_refused: listingsRefused } };
}
