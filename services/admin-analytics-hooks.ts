import useSWR from 'swr';
import type { AnalyticsOverview, AnalyticsPeriod } from '@/lib/contracts/analytics/analytics-overview-schemas';
import { isTransientApiError } from '@/services/api-error';
import type { SwrFetcherError } from '@/services/swr-fetcher';

const service = () => import('@/services/admin-analytics-service');

export function useAnalyticsOverview(period: AnalyticsPeriod) {
  return useSWR<AnalyticsOverview, SwrFetcherError>(['deskhaus:admin-analytics', period], () => service().then((api) => api.fetchAnalyticsOverview(period)), {
    shouldRetryOnError: isTransientApiError,
    keepPreviousData: true,
  });
}
