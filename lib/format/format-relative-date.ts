import { differenceInMilliseconds, format, formatDistanceStrict, type Locale as DateFnsLocale } from 'date-fns';
import { isValidDate } from '../validation/valid-date';

/** Spec §5: dates further away than this show as a calendar date, nearer ones as relative time. */
export const RELATIVE_DATE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;

/** Spec §5 pattern for dates older than seven days ("Mar 05, 2025"). */
export const ABSOLUTE_DATE_PATTERN = 'MMM dd, yyyy';

/**
 * The same date (short month name, two-digit day, year) in each store language's own order:
 * "Juni 01, 2026" is not German. English keeps spec §5's pattern; see decision 0060.
 */
const CALENDAR_PATTERN_OF_LANGUAGE: Readonly<Record<string, string>> = {
  fr: 'dd MMM yyyy',
  de: 'dd. MMM yyyy',
};

function calendarPatternOf(locale: DateFnsLocale | undefined): string {
  const language = locale?.code?.slice(0, 2) ?? 'en';
  return CALENDAR_PATTERN_OF_LANGUAGE[language] ?? ABSOLUTE_DATE_PATTERN;
}

export interface CalendarDateOptions {
  /** A date-fns locale, e.g. from dateFnsLocaleOf(router.locale); English when absent. */
  locale?: DateFnsLocale;
  /**
   * "UTC" prints the day the moment falls on in UTC, the same on the server and in every browser
   * (a cached page and its hydration must agree); the default is the local time zone.
   */
  timeZone?: 'UTC';
}

export interface RelativeDateOptions extends CalendarDateOptions {
  /** The moment to compare with; injectable so server renders and tests are reproducible. */
  now?: Date | number;
}

function toDate(value: Date | number | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * "Mar 05, 2025" (spec §5's pattern; "05 mars 2025" and "05. März 2025" in French and German).
 * An unreadable date gives "".
 */
export function formatCalendarDate(value: Date | number | string, options: CalendarDateOptions = {}): string {
  const date = toDate(value);
  if (!isValidDate(date)) return '';
  // date-fns prints local time: a local date holding the UTC day's fields prints that day.
  const shown = options.timeZone === 'UTC' ? new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 12) : date;
  return format(shown, calendarPatternOf(options.locale), { locale: options.locale });
}

/**
 * "3 hours ago" for dates within seven days of now, "Mar 05, 2025" beyond that (spec §5).
 * The seven days count both ways, so a far-future date reads as a date too; a near-future one
 * (clock skew between server and browser) reads "in 5 seconds". An unreadable date gives "".
 */
export function formatRelativeDate(value: Date | number | string, options: RelativeDateOptions = {}): string {
  const date = toDate(value);
  const now = toDate(options.now ?? Date.now());
  if (!isValidDate(date) || !isValidDate(now)) return '';
  if (Math.abs(differenceInMilliseconds(now, date)) > RELATIVE_DATE_LIMIT_MS) return formatCalendarDate(date, options);
  return formatDistanceStrict(date, now, { addSuffix: true, locale: options.locale });
}
