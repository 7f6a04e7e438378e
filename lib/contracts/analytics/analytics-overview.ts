import { defineEndpoint } from '@/lib/contracts/endpoint';
import { analyticsOverviewQuerySchema, analyticsOverviewSchema } from './analytics-overview-schemas';

export const analyticsOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/analytics',
  summary: "The store's analytics over a period (operators)",
  description: 'Visitors, sessions, page views, the purchase funnel, revenue, top pages and products, sources, countries and web vitals at p75, read from the daily rollups.',
  tags: ['Analytics'],
  auth: 'admin',
  query: analyticsOverviewQuerySchema,
  response: analyticsOverviewSchema,
});

export const analyticsEndpoints = [analyticsOverviewEndpoint];
