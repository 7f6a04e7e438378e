import { useEffect, useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

function remaining(endsAt: number, now: number): Record<(typeof UNITS)[number], number> | null {
  const left = Math.floor((endsAt - now) / 1000);
  if (left <= 0) return null;
  return { days: Math.floor(left / 86400), hours: Math.floor((left % 86400) / 3600), minutes: Math.floor((left % 3600) / 60), seconds: left % 60 };
}

/**
 * The date is written on the server; the ticking numbers start in the browser. Each number sits
 * in a box of fixed width with tabular figures, and shows "–" until the first tick, so nothing
 * moves when the count starts (no layout shift). The live region is the date, not the seconds.
 */
export function LandingCountdown({ endsAt, dateLabel, endedText }: { endsAt: string; dateLabel: string; endedText: string }) {
  const { t } = useTranslation('landings');
  const target = Date.parse(endsAt);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    // The first tick right after hydration, so the server's HTML and the first render agree.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, []);
  const left = now === null ? undefined : remaining(target, now);
  return (
    <div className="mt-6">
      <p className="text-sm text-sand-700">
        <time dateTime={endsAt}>{t('countdown.on', { date: dateLabel })}</time>
      </p>
      {left === null ? (
        <p className="mt-4 min-h-[4.5rem] font-medium text-ink">{endedText}</p>
      ) : (
        <ol className="mt-4 grid min-h-[4.5rem] max-w-md grid-cols-4 gap-2" aria-label={t('countdown.label')}>
          {UNITS.map((unit) => (
            <li key={unit} className="rounded-xl bg-sand-50 px-2 py-2 text-center">
              <span className="block text-2xl font-semibold text-ink tabular-nums">{left ? String(left[unit]).padStart(2, '0') : '–'}</span>
              <span className="block text-xs text-sand-700">{t(`countdown.${unit}`)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
