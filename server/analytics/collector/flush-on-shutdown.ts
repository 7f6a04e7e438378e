import { flushAnalyticsEvents } from './event-queue';

/*
 * On SIGTERM or SIGINT the waiting analytics events are written at once. The listener is put
 * first, so the write starts before Next closes its server and waits for open requests; Next
 * exits only after that wait, by which time a batch (a few milliseconds of writing) is in.
 */
const key = Symbol.for('deskhaus.analytics.flushOnShutdown');
type WithFlag = typeof globalThis & { [key]?: true };

export function flushAnalyticsOnShutdown(): void {
  const g = globalThis as WithFlag;
  if (g[key]) return;
  g[key] = true;
  const flush = (signal: NodeJS.Signals) => {
    flushAnalyticsEvents()
      .then((written) => {
        if (written > 0) console.info(`[analytics] ${signal}: wrote ${written} waiting event(s)`);
      })
      .catch((error: unknown) => console.warn(`[analytics] ${signal}: events lost: ${error instanceof Error ? error.message : String(error)}`));
  };
  process.prependListener('SIGTERM', flush);
  process.prependListener('SIGINT', flush);
}
