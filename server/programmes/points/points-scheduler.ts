import { awardRecentDeliveredOrderPoints } from './award-delivered-order-points';
import { programmeSchedulersEnabled } from '@/server/programmes/shared/programme-schedulers';

/*
 * Awards the points of delivered orders without waiting for their shopper to open their account:
 * every 5 minutes, orders changed within the last 2 days (a restart of less than that loses
 * nothing; older ones are still caught when the shopper reads their points). A run never
 * overlaps the previous one; the timer does not keep the process alive.
 * Only in a process started with PROGRAMME_SCHEDULERS=1 (`npm start`); tests call the award
 * themselves. POINTS_SCHEDULER_INTERVAL_MS sets the period (0 switches it off).
 */

const key = Symbol.for('deskhaus.pointsScheduler');
type WithScheduler = typeof globalThis & { [key]?: NodeJS.Timeout };
const WINDOW_MS = 2 * 24 * 3600_000;

export function startPointsScheduler(): void {
  if (!programmeSchedulersEnabled()) return;
  const g = globalThis as WithScheduler;
  const interval = Number(process.env.POINTS_SCHEDULER_INTERVAL_MS ?? 300_000);
  if (g[key] || !(interval > 0)) return;
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    awardRecentDeliveredOrderPoints({ since: new Date(Date.now() - WINDOW_MS), pageSize: 500 })
      .then((added) => {
        if (added > 0) console.info(`[points-scheduler] points awarded for ${added} delivered order(s)`);
      })
      .catch((error: unknown) => console.warn(`[points-scheduler] failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = false;
      });
  };
  g[key] = setInterval(tick, interval);
  g[key].unref();
  setTimeout(tick, Math.min(interval, 10_000)).unref();
}
