import useSWR from 'swr';
import type { BrandCommission, Dashboard, Statement, StatementMonths } from '@/lib/contracts/brands/money-schemas';
import { isTransientApiError } from '@/services/api-error';
import type { DashboardPeriod } from '@/services/brand-money-service';
import type { SwrFetcherError } from '@/services/swr-fetcher';

const service = () => import('@/services/brand-money-service');
const options = { shouldRetryOnError: isTransientApiError, keepPreviousData: true };

function periodKey(period: DashboardPeriod): string {
  return 'period' in period ? period.period : `${period.from}..${period.to}`;
}

export function useBrandDashboard(brandId: number | null, period: DashboardPeriod) {
  return useSWR<Dashboard, SwrFetcherError>(brandId ? ['deskhaus:brand-dashboard', brandId, periodKey(period)] : null, () => service().then((api) => api.fetchBrandDashboard(brandId!, period)), options);
}

export function useStatementMonths(brandId: number | null) {
  return useSWR<StatementMonths, SwrFetcherError>(brandId ? ['deskhaus:statement-months', brandId] : null, () => service().then((api) => api.fetchStatementMonths(brandId!)), { shouldRetryOnError: isTransientApiError });
}

export function useStatement(brandId: number | null, month: string | null) {
  return useSWR<Statement, SwrFetcherError>(brandId && month ? ['deskhaus:statement', brandId, month] : null, () => service().then((api) => api.fetchStatement(brandId!, month!)), options);
}

export function useBrandCommission(brandId: number | null) {
  return useSWR<BrandCommission, SwrFetcherError>(brandId ? ['deskhaus:brand-commission', brandId] : null, () => service().then((api) => api.fetchBrandCommission(brandId!)), { shouldRetryOnError: isTransientApiError });
}
