import { DASHBOARD_MAX_DAYS, type DashboardQuery } from '@/lib/contracts/brands/money-schemas';
import { AppError } from '@/server/http/app-error';
import type { DashboardRange } from '@/server/ordering/brand-money/get-vendor-dashboard';

const DAY_MS = 86_400_000;
const DEFAULT_PERIOD_DAYS = 30;

function utcMidnight(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function parseDay(value: string, field: 'from' | 'to'): Date {
  const date = new Date(`${value}T00:00:00Z`);
  // 2026-02-31 matches the pattern but is no day: Date rolls it over, which this catches.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new AppError('VALIDATION_FAILED', `${value} is not a day of the calendar.`, { issues: [{ path: `query.${field}`, message: 'Not a day of the calendar.' }] });
  }
  return date;
}

/** The days a dashboard covers: the last 7/30/90 days including today, or a custom range (both ends included), UTC. */
export function dashboardRange(query: DashboardQuery, now: Date = new Date()): DashboardRange {
  if (query.from !== undefined && query.to !== undefined) {
    const from = parseDay(query.from, 'from');
    const last = parseDay(query.to, 'to');
    if (last < from) throw new AppError('VALIDATION_FAILED', 'The last day comes before the first one.', { issues: [{ path: 'query.to', message: 'Must be on or after from.' }] });
    const to = new Date(last.getTime() + DAY_MS);
    if ((to.getTime() - from.getTime()) / DAY_MS > DASHBOARD_MAX_DAYS) {
      throw new AppError('VALIDATION_FAILED', `A range covers at most ${DASHBOARD_MAX_DAYS} days.`, { issues: [{ path: 'query.to', message: `At most ${DASHBOARD_MAX_DAYS} days after from.` }] });
    }
    return { from, to };
  }
  const days = query.period ? Number(query.period) : DEFAULT_PERIOD_DAYS;
  const to = new Date(utcMidnight(now).getTime() + DAY_MS);
  return { from: new Date(to.getTime() - days * DAY_MS), to };
}
