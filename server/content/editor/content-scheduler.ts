import { publishDueContent } from './publish-due-content';

/*
 * Publishes scheduled drafts when their time comes, without any request to the editor: every
 * 30 seconds inside the process that serves the site (with PGlite, the only one that may open
 * the database), and once shortly after start so a time passed while the server was down is
 * caught up. A run never overlaps the previous one; the timer does not keep the process alive.
 * CONTENT_SCHEDULER_INTERVAL_MS=0 switches it off (tests call publishDueContent themselves).
 */

const key = Symbol.for('deskhaus.contentScheduler');
type WithScheduler = typeof globalThis & { [key]?: NodeJS.Timeout };

export function startContentScheduler(): void {
  const g = globalThis as WithScheduler;
  const interval = Number(process.env.CONTENT_SCHEDULER_INTERVAL_MS ?? (process.env.NODE_ENV === 'test' ? 0 : 30_000));
  if (g[key] || !(interval > 0)) return;
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    publishDueContent()
      .then((result) => {
        if (result.published > 0) console.info(`[content-scheduler] published ${result.published}, ${result.revalidation.revalidated.length} page(s) re-rendered`);
      })
      .catch((error: unknown) => console.warn(`[content-scheduler] failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = false;
      });
  };
  g[key] = setInterval(tick, interval);
  g[key].unref();
  setTimeout(tick, Math.min(interval, 5_000)).unref();
}
