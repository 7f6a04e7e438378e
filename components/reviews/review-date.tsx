import { useSyncExternalStore } from 'react';
import { dateFnsLocaleOf } from '@/lib/format/date-fns-locale';
import { formatCalendarDate, formatRelativeDate } from '@/lib/format/format-relative-date';

const noSubscription = () => () => undefined;

/** False while the server renders and while the page hydrates; true afterwards. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * When a review was written (spec §5): "3 hours ago" within seven days, "Mar 05, 2025" beyond.
 * The product page is cached, so its HTML cannot know how long ago "now" is: the server and the
 * hydrating browser print the calendar day (in UTC, so both print the same day), and the browser
 * turns a recent one into relative time once hydrated.
 */
export function ReviewDate({ iso, locale }: { iso: string; locale: string | undefined }) {
  const hydrated = useHydrated();
  const options = { locale: dateFnsLocaleOf(locale), timeZone: 'UTC' } as const;
  return <time dateTime={iso}>{hydrated ? formatRelativeDate(iso, options) : formatCalendarDate(iso, options)}</time>;
}
