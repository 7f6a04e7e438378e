import { differenceInMilliseconds, format, formatDistanceStrict, type Locale as DateFnsLocale } from 'date-fns';
import { isValidDate } from '../validation/valid-date';

/** Spec §5: dates further away than this show as a calendar date, nearer ones as relative time. */
export const RELATIVE_DATE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;

/** Spec §5 pattern for dates older than seven days ("Mar 05, 2025"). */
export const ABSOLUTE_DATE_PATTERN = 'MMM dd, yyyy';

export interface RelativeDateOptions {
  /** The moment to compare with; injectable so server renders and tests are reproducible. */
  now?: Date | number;
  /** A date-fns locale, e.g. from dateFnsLocaleOf(router.locale); English when absent. */
  locale?: DateFnsLocale;
}

function toDate(value: Date | number | string): Date {
  return value instanceof Date ? value : new Date(value);
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
  const locale = options.locale;
  if (Math.abs(differenceInMilliseconds(now, date)) > RELATIVE_DATE_LIMIT_MS) {
    return format(date, ABSOLUTE_DATE_PATTERN, { locale });
  }
  return formatDistanceStrict(date, now, { addSuffix: true, locale });
}
