import { rewardDueReferrals } from './reward-due-referrals';
import { programmeSchedulersEnabled } from '@/server/programmes/shared/programme-schedulers';

/*
 * Runs the referral programme's timed step (reward-due-referrals.ts: pay the rewards whose return
 * window has closed, then catch up on events a stopped process missed) every ten minutes, and
 * once shortly after start, in a process started with PROGRAMME_SCHEDULERS=1 (`npm start`).
 * A run never overlaps the previous one; the timer does not keep the process alive.
 * REFERRAL_SCHEDULER_INTERVAL_MS sets the period (0 switches it off).
 */

const key = Symbol.for('deskhaus.referralScheduler');
type WithScheduler = typeof globalThis & { [key]?: NodeJS.Timeout };

export function startReferralScheduler(): void {
  if (!programmeSchedulersEnabled()) return;
  const g = globalThis as WithScheduler;
  const interval = Number(process.env.REFERRAL_SCHEDULER_INTERVAL_MS ?? 600_000);
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
