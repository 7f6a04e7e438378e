import { rewardDueReferrals } from './reward-due-referrals';

/*
 * Runs the referral programme's step (reward-due-referrals.ts) every ten minutes inside the
 * process that serves the site, as the content scheduler does, and once shortly after start.
 * A run never overlaps the previous one; the timer does not keep the process alive.
 * REFERRAL_SCHEDULER_INTERVAL_MS=0 switches it off (tests call rewardDueReferrals with their clock).
 */

const key = Symbol.for('deskhaus.referralScheduler');
type WithScheduler = typeof globalThis & { [key]?: NodeJS.Timeout };

export function startReferralScheduler(): void {
  const g = globalThis as WithScheduler;
  const interval = Number(process.env.REFERRAL_SCHEDULER_INTERVAL_MS ?? (process.env.NODE_ENV === 'test' ? 0 : 600_000));
  if (g[key] || !(interval > 0)) return;
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    rewardDueReferrals()
      .then((run) => {
        if (run.rewarded + run.voided + run.refused > 0) console.info(`[referral-scheduler] rewarded ${run.rewarded}, closed ${run.voided}, refused ${run.refused}`);
      })
      .catch((error: unknown) => console.warn(`[referral-scheduler] failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = false;
      });
  };
  g[key] = setInterval(tick, interval);
  g[key].unref();
  setTimeout(tick, Math.min(interval, 15_000)).unref();
}
