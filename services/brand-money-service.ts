import { apiClient, apiGet, apiPut, classifyError } from '@/services/api-client';
import type { BrandCommission, Dashboard, Statement, StatementMonths } from '@/lib/contracts/brands/money-schemas';

export type { BrandCommission, Dashboard, Statement, StatementLine, StatementMonths, StatementTotals } from '@/lib/contracts/brands/money-schemas';

/* A brand's money (issue 17 items 4 and 5): dashboard, statements and their CSV; operators' commission. */

/** The last 7, 30 or 90 days, or a custom range (YYYY-MM-DD, both ends included). */
export type DashboardPeriod = { period: '7' | '30' | '90' } | { from: string; to: string };

export function fetchBrandDashboard(brandId: number, period: DashboardPeriod): Promise<Dashboard> {
  return apiGet<Dashboard>(`/v1/brands/${brandId}/dashboard`, period);
}

export function fetchStatementMonths(brandId: number): Promise<StatementMonths> {
  return apiGet<StatementMonths>(`/v1/brands/${brandId}/statements`);
}

export function fetchStatement(brandId: number, month: string): Promise<Statement> {
  return apiGet<Statement>(`/v1/brands/${brandId}/statements/${month}`);
}

/** The CSV needs the bearer token (not a cookie): the bytes come as a blob the page hands to the browser. */
export async function fetchStatementCsv(brandId: number, month: string): Promise<Blob> {
  try {
    const response = await apiClient.get<Blob>(`/v1/brands/${brandId}/statements/${month}/csv`, { responseType: 'blob', headers: { Accept: 'text/csv' } });
    return response.data;
  } catch (error) {
    throw classifyError(error);
  }
}

export function fetchBrandCommission(brandId: number): Promise<BrandCommission> {
  return apiGet<BrandCommission>(`/v1/admin/brands/${brandId}/commission`);
}

export function saveBrandCommission(brandId: number, commissionBps: number): Promise<BrandCommission> {
  return apiPut<BrandCommission>(`/v1/admin/brands/${brandId}/commission`, { commission_bps: commissionBps });
}
