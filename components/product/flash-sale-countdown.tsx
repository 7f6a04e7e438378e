import { useEffect, useState } from 'react';
import { ZapIcon } from '@/components/icons/zap-icon';
import { countdownParts, formatCountdownClock, msUntilNextTick } from '@/lib/product/countdown';
import { useProductT } from './product-translation';

interface FlashSaleCountdownProps {
  endsAt: string;
  percentOff: number;
}

/**
 * The flash-sale banner with the time left. The server cannot know when the page is read (it is
 * cached), so the clock starts after hydration; until then it shows dashes in the same fixed-width
 * digits, so nothing moves when the time appears.
 */
export function FlashSaleCountdown({ endsAt, percentOff }: FlashSaleCountdownProps) {
  const t = useProductT();
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (!countdownParts(endsAt, current).ended) timer = setTimeout(tick, msUntilNextTick(endsAt, current));
    };
    tick();
    return () => clearTimeout(timer);
  }, [endsAt]);

  const parts = now === null ? null : countdownParts(endsAt, now);
  const ended = parts?.ended ?? false;
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-danger-50 px-4 py-3 text-sale" data-testid="flash-sale-countdown">
      <ZapIcon className="size-5 shrink-0" />
      <p className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="text-sm font-semibold">{t('flashSale.title', { percent: percentOff })}</span>
        <span className="text-sm">
          {ended ? (
            t('flashSale.ended')
          ) : (
            <>
              <span>{t('flashSale.endsIn')} </span>
              <time dateTime={endsAt} className="font-semibold tabular-nums" suppressHydrationWarning>
                {parts === null ? '--:--:--' : `${parts.days > 0 ? `${t('flashSale.days', { count: parts.days })} ` : ''}${formatCountdownClock(parts)}`}
              </time>
            </>
          )}
        </span>
      </p>
    </div>
  );
}
