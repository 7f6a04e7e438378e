import { apiClient, apiGet, apiPost, classifyError } from '@/services/api-client';
import type { BrandOrderDetail, BrandOrderKind, BrandOrderList, BrandLineFilter, BrandReturn, BrandReturnDecision } from '@/lib/contracts/brands/orders-schemas';
import type { PackageView } from '@/lib/contracts/ordering/shipments-schemas';

export type { BrandOrderDetail, BrandOrderKind, BrandOrderList, BrandOrderSummary, BrandLineFilter, BrandReturn, BrandReturnDecision } from '@/lib/contracts/brands/orders-schemas';
export type { PackageView } from '@/lib/contracts/ordering/shipments-schemas';

/* A brand's orders (issue 17 item 3). Packing, shipping and delivering go through the shipments
 * API with ?brand_id= (the one transition table); the rest through /v1/brands/{brandId}/orders. */

export interface BrandOrdersFilter {
  kind: BrandOrderKind;
  status?: BrandLineFilter;
  q?: string;
}

function filterParams(filter: BrandOrdersFilter): Record<string, string> {
  return { kind: filter.kind, ...(filter.status ? { status: filter.status } : {}), ...(filter.q ? { q: filter.q } : {}) };
}

export function fetchBrandOrders(brandId: number, filter: BrandOrdersFilter, page: number): Promise<BrandOrderList> {
  return apiGet<BrandOrderList>(`/v1/brands/${brandId}/orders`, { ...filterParams(filter), page });
}

export function fetchBrandOrder(brandId: number, code: string): Promise<BrandOrderDetail> {
  return apiGet<BrandOrderDetail>(`/v1/brands/${brandId}/orders/${encodeURIComponent(code)}`);
}

/** The bytes of a file route (CSV, PDF): the bearer token is needed, so not a plain link. */
async function fetchFile(path: string, params?: Record<string, string>): Promise<Blob> {
  try {
    const response = await apiClient.get<Blob>(path, { params, responseType: 'blob', headers: { Accept: '*/*' } });
    return response.data;
  } catch (error) {
    throw classifyError(error);
  }
}

export function fetchBrandOrdersCsv(brandId: number, filter: BrandOrdersFilter): Promise<Blob> {
  return fetchFile(`/v1/brands/${brandId}/orders/export`, filterParams(filter));
}

export function fetchPackingSlip(brandId: number, code: string): Promise<Blob> {
  return fetchFile(`/v1/brands/${brandId}/orders/${encodeURIComponent(code)}/packing-slip`);
}

export function packLines(brandId: number, code: string, lineIds: number[]): Promise<PackageView> {
  return apiPost<PackageView>('/v1/shipments/packages', { order_code: code, order_line_ids: lineIds }, { params: { brand_id: brandId } });
}

export function shipPackage(brandId: number, packageId: number, carrier: string, trackingNumber: string): Promise<PackageView> {
  return apiPost<PackageView>(`/v1/shipments/packages/${packageId}/ship`, { carrier, tracking_number: trackingNumber }, { params: { brand_id: brandId } });
}

export function deliverPackage(brandId: number, packageId: number): Promise<PackageView> {
  return apiPost<PackageView>(`/v1/shipments/packages/${packageId}/deliver`, {}, { params: { brand_id: brandId } });
}

export function decideReturn(brandId: number, requestId: number, decision: BrandReturnDecision): Promise<BrandReturn> {
  return apiPost<BrandReturn>(`/v1/brands/${brandId}/returns/${requestId}/decision`, decision);
}
