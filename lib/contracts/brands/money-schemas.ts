import { z } from 'zod';
import { MAX_COMMISSION_BPS } from '@/lib/money/commission';
import { brandParamsSchema } from './brand-params-schemas';

/*
 * A brand's money (issue 17 items 4 and 5, decision 0033): its monthly statements, its dashboard,
 * and the commission rate operators set. Amounts are integer minor units of `currency`; a month
 * holds the sales paid in it and the refunds made in it, so totals are per currency.
 */

const MONTH = /^20\d{2}-(0[1-9]|1[0-2])$/;
const DAY = /^20\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const statementParamsSchema = brandParamsSchema.extend({
  month: z.string().regex(MONTH, { error: 'The month is written YYYY-MM, for example 2026-11.' }),
});

export const statementMonthsSchema = z.object({
  months: z.array(z.string()).describe('YYYY-MM of every month with a sale or a refund, newest first (UTC).'),
});

export const statementTotalsSchema = z.object({
  currency: z.string(),
  gross_sales: z.number().int().describe('Line totals of the orders paid this month.'),
  refunds: z.number().int().describe('Line totals of the lines refunded this month (cancelled after payment, returned, refunded late).'),
  commission: z.number().int().describe('Commission on the sales less the commission given back on the refunds.'),
  net_payable: z.number().int().describe('gross_sales - refunds - commission: what the store owes the brand for the month.'),
  sale_lines: z.number().int(),
  refund_lines: z.number().int(),
});

export const statementLineSchema = z.object({
  kind: z.enum(['sale', 'refund']),
  order_code: z.string(),
  date: z.string().describe('Payment time of a sale, refund time of a refund (ISO 8601, UTC).'),
  product_code: z.string(),
  product_name: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  currency: z.string(),
  unit_price: z.number().int(),
  line_total: z.number().int(),
  commission_bps: z.number().int().describe('The rate in force when the order was placed.'),
  commission: z.number().int(),
  net: z.number().int().describe('line_total - commission. A refund takes both back.'),
});

/** At most this many lines in the answer; the CSV always has all of them. */
export const STATEMENT_SCREEN_LINES = 500;

export const statementSchema = z.object({
  month: z.string(),
  vendor_code: z.string(),
  totals: z.array(statementTotalsSchema).describe('One entry per currency sold or refunded this month.'),
  lines: z.array(statementLineSchema).describe(`Sales then refunds, oldest first; at most ${STATEMENT_SCREEN_LINES}.`),
  line_count: z.number().int().describe('All lines of the month (the CSV has them all).'),
});

export const DASHBOARD_PERIODS = ['7', '30', '90'] as const;
export const DASHBOARD_MAX_DAYS = 366;

export const dashboardQuerySchema = z
  .object({
    period: z.enum(DASHBOARD_PERIODS, { error: 'The period is 7, 30 or 90 days.' }).optional().describe('The last 7, 30 or 90 days including today (UTC); the default is 30.'),
    from: z.string().regex(DAY, { error: 'Write the first day as YYYY-MM-DD.' }).optional().describe('A custom range: first day, YYYY-MM-DD (UTC), with `to`.'),
    to: z.string().regex(DAY, { error: 'Write the last day as YYYY-MM-DD.' }).optional().describe('Last day included, YYYY-MM-DD (UTC).'),
  })
  .refine((query) => (query.from === undefined) === (query.to === undefined), { error: 'Send both from and to, or neither.', path: ['to'] })
  .refine((query) => !(query.period && query.from), { error: 'Send a period or a from/to range, not both.', path: ['period'] });

const moneyAmountSchema = z.object({ currency: z.string(), amount: z.number().int() });

export const dashboardSchema = z.object({
  from: z.string().describe('First day, YYYY-MM-DD (UTC).'),
  to: z.string().describe('Last day included, YYYY-MM-DD (UTC).'),
  totals: z.object({
    orders: z.number().int(),
    units: z.number().int(),
    sales: z.array(moneyAmountSchema).describe('Line totals of paid orders per currency, largest first.'),
  }),
  days: z.array(z.object({ day: z.string(), orders: z.number().int(), units: z.number().int(), sales: z.array(moneyAmountSchema) })).describe('Every day of the range, empty days included.'),
  top_products: z.array(z.object({ product_code: z.string(), product_name: z.string(), units: z.number().int(), orders: z.number().int() })).describe('At most 5, by units.'),
  needs_action: z.object({
    orders_to_ship: z.number().int(),
    lines_to_ship: z.number().int(),
    returns_to_decide: z.number().int(),
    listings_refused: z.number().int().nullable().describe('Listings an operator refused; null until listings report it.'),
  }),
});

export const commissionBodySchema = z.object({
  commission_bps: z
    .number({ error: 'The commission is a number of basis points (1500 = 15 %).' })
    .int({ error: 'The commission is a whole number of basis points (1500 = 15 %).' })
    .min(0, { error: 'The commission cannot be negative.' })
    .max(MAX_COMMISSION_BPS, { error: 'The commission is at most 10000 basis points (100 %).' }),
});

export const brandCommissionSchema = z.object({
  brand_id: z.number().int(),
  has_store: z.boolean().describe('A brand without a store has no rate yet: its store starts at default_bps.'),
  commission_bps: z.number().int().nullable(),
  default_bps: z.number().int(),
  history: z.array(z.object({ from_bps: z.number().int(), to_bps: z.number().int(), changed_by: z.string().describe('The operator’s e-mail.'), changed_at: z.string() })).describe('Newest first, at most 50.'),
});

export type StatementMonths = z.infer<typeof statementMonthsSchema>;
export type Statement = z.infer<typeof statementSchema>;
export type StatementLine = z.infer<typeof statementLineSchema>;
export type StatementTotals = z.infer<typeof statementTotalsSchema>;
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;
export type Dashboard = z.infer<typeof dashboardSchema>;
export type BrandCommission = z.infer<typeof brandCommissionSchema>;
