/*
 * Calendar arithmetic for delivery dates (ADR 0012). Dates are plain calendar days (ISO
 * yyyy-mm-dd) held as UTC midnights, so adding days never meets a daylight-saving jump; "now"
 * is turned into the warehouse's local day and hour first. Business days are Monday to Friday;
 * public holidays are not modelled (a carrier's holiday moves a delivery by a day at most).
 */

/** Where orders to a country are dispatched from, for the cut-off and the calendar day. */
export function dispatchTimeZoneOf(country: string): string {
  switch (country.trim().toUpperCase()) {
    case 'US':
      return 'America/Los_Angeles';
    case 'CA':
      return 'America/Toronto';
    case 'GB':
      return 'Europe/London';
    case 'AE':
      return 'Asia/Dubai';
    default:
      // The euro market is served from one continental warehouse.
      return 'Europe/Paris';
  }
}

export interface LocalMoment {
  /** The local calendar day, as a UTC midnight. */
  day: Date;
  hour: number;
}

// Building a formatter loads time-zone data; checkout quotes run often, so keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function localMoment(now: Date, timeZone: string): LocalMoment {
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((entry) => entry.type === type)?.value);
  return { day: new Date(Date.UTC(part('year'), part('month') - 1, part('day'))), hour: part('hour') };
}

export function isBusinessDay(day: Date): boolean {
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

function nextDay(day: Date): Date {
  return new Date(day.getTime() + 86_400_000);
}

/** The business day `count` business days after `day` (count 0: `day` itself if a business day, else the next one). */
export function addBusinessDays(day: Date, count: number): Date {
  let current = day;
  while (!isBusinessDay(current)) current = nextDay(current);
  for (let step = 0; step < count; step += 1) {
    current = nextDay(current);
    while (!isBusinessDay(current)) current = nextDay(current);
  }
  return current;
}

/** `count` consecutive business days starting at `first`. */
export function businessDaysFrom(first: Date, count: number): Date[] {
  const days: Date[] = [];
  let current = addBusinessDays(first, 0);
  while (days.length < count) {
    days.push(current);
    current = addBusinessDays(nextDay(current), 0);
  }
  return days;
}

export function isoDate(day: Date): string {
  return day.toISOString().slice(0, 10);
}
