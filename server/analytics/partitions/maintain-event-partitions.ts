import { createDayPartitions, deleteDailyMembersBefore, dropDayPartitionsBefore, listDayPartitions } from '../repository';

/*
 * analytics_events has one partition per day (decision 0042). This creates today's and the next
 * days' partitions ahead, and drops those older than the retention: ANALYTICS_RETENTION_DAYS
 * (default 400 days). The same retention deletes the per-day distinct members
 * (analytics_daily_uniques: pseudonymous visitor and session ids, personal data like the events);
 * the counters they fed are kept whatever it is. The collector runs it on the first flush of each
 * day and before writing a day it has not seen.
 */
export const DEFAULT_RETENTION_DAYS = 400;
const DAYS_AHEAD = 3;

export function retentionDays(): number {
  const value = Number(process.env.ANALYTICS_RETENTION_DAYS ?? DEFAULT_RETENTION_DAYS);
  return Number.isInteger(value) && value >= 1 ? value : DEFAULT_RETENTION_DAYS;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface PartitionMaintenance {
  created: string[];
  dropped: string[];
  /** Distinct members of days past the retention that were deleted. */
  membersDeleted: number;
}

export async function maintainEventPartitions(now = new Date(), extraDays: readonly string[] = []): Promise<PartitionMaintenance> {
  const today = now.toISOString().slice(0, 10);
  const oldestKept = addDays(today, -(retentionDays() - 1));
  const existing = new Set(await listDayPartitions());
  const wanted = [...Array.from({ length: DAYS_AHEAD + 1 }, (_, index) => addDays(today, index)), ...extraDays.filter((day) => day >= oldestKept)];
  const created = [...new Set(wanted)].filter((day) => !existing.has(day)).sort();
  await createDayPartitions(created);
  const dropped = await dropDayPartitionsBefore(oldestKept);
  const membersDeleted = await deleteDailyMembersBefore(oldestKept);
  return { created, dropped, membersDeleted };
}
