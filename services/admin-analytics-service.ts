import { apiGet } from '@/services/api-client';
import type { AnalyticsOverview, AnalyticsPeriod } from '@/lib/contracts/analytics/analytics-overview-schemas';

export type { AnalyticsOverview, AnalyticsPeriod } from '@/lib/contracts/analytics/analytics-overview-schemas';

/* The operators' analytics (issue 23 item 4). */
export function fetchAnalyticsOverview(period: AnalyticsPeriod): Promise<AnalyticsOverview> {
  return apiGet<AnalyticsOverview>('/v1/admin/analytics', { period });
}
