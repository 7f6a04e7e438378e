import { z } from 'zod';

export const ANALYTICS_PERIODS = ['1', '7', '30', '90'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const analyticsOverviewQuerySchema = z.object({
  period: z.enum(ANALYTICS_PERIODS, { error: 'The period is 1, 7, 30 or 90 days.' }).optional().describe('The last 1, 7, 30 or 90 days including today (UTC); the default is 30.'),
});

export const FUNNEL_STEPS = ['view_item', 'add_to_cart', 'begin_checkout', 'Charge_success'] as const;
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;

export const analyticsOverviewSchema = z.object({
  from: z.string().describe('First day, YYYY-MM-DD (UTC).'),
  to: z.string().describe('Last day included, YYYY-MM-DD (UTC).'),
  visitors: z.number().int().describe('Distinct anonymous ids per day, added up over the period (robots left out).'),
  sessions: z.number().int(),
  page_views: z.number().int(),
  orders: z.number().int(),
  revenue: z.array(z.object({ currency: z.string(), amount: z.number().int(), orders: z.number().int() })).describe('Charge_success values per currency, cents.'),
  funnel: z.array(
    z.object({
      step: z.enum(FUNNEL_STEPS),
      count: z.number().int(),
      conversion: z.number().nullable().describe('This step over the step before, 0 to 1 (null for the first step or after an empty step).'),
    }),
  ),
  days: z.array(z.object({ day: z.string(), visitors: z.number().int(), sessions: z.number().int(), page_views: z.number().int() })),
  top_pages: z.array(z.object({ page_name: z.string(), views: z.number().int() })),
  top_products: z.array(z.object({ item_id: z.string(), name: z.string().nullable(), views: z.number().int(), carts: z.number().int(), units: z.number().int() })),
  sources: z.array(z.object({ source: z.string(), sessions: z.number().int() })),
  countries: z.array(z.object({ country: z.string(), visitors: z.number().int() })),
  web_vitals: z.array(
    z.object({
      page_name: z.string(),
      metric: z.enum(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']),
      p75: z.number().describe('Milliseconds; CLS × 1000 as sent.'),
      samples: z.number().int(),
      rating: z.enum(VITAL_RATINGS),
    }),
  ),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;
