import { analyticsOverviewEndpoint } from '@/lib/contracts/analytics/analytics-overview';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { getAnalyticsOverview } from '@/server/analytics/dashboard/get-analytics-overview';

export const config = { api: { bodyParser: false } };

export default withOperatorApi(analyticsOverviewEndpoint, (ctx) => getAnalyticsOverview({ period: ctx.query.period }));
