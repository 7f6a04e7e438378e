import { dateFnsLocaleOf } from './date-fns-locale';
import { formatCalendarDate, formatRelativeDate } from './format-relative-date';

/*
 * The date of a review (spec §5) in a store locale. The calendar day is printed in UTC, the same
 * on the server and in every browser: a cached page's HTML cannot know how long ago "now" is.
 */

/** "Mar 05, 2025": what the cached page shows (the server writes it, decision 0056). */
export function reviewCalendarLabel(iso: string, locale: string | undefined): string {
  return formatCalendarDate(iso, { locale: dateFnsLocaleOf(locale), timeZone: 'UTC' });
}

/** "3 hours ago" within seven days, else the calendar day: what the browser shows once it runs. */
export function reviewDateText(iso: string, locale: string | undefined): string {
  return formatRelativeDate(iso, { locale: dateFnsLocaleOf(locale), timeZone: 'UTC' });
}
