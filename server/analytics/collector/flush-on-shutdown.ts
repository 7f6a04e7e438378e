import { analyticsQueueDepth, flushAnalyticsEvents } from './event-queue';

/*
 * On SIGTERM or SIGINT the waiting analytics events are written before the process exits, so a
 * restart loses none (issue 23). The write starts at once (the listener is put first), and Next's
 * own handler, which closes the server, lets open requests finish and then calls process.exit, is
 * held at that exit until the queue is empty: events accepted by the requests that finished
 * during the close are written too. ANALYTICS_SHUTDOWN_WAIT_MS (default 10 s) bounds the wait, so
 * a database that is gone cannot keep a stopping process alive.
 */
const key = Symbol.for('deskhaus.analytics.flushOnShutdown');
type WithFlag = typeof globalThis & { [key]?: true };

const DEFAULT_WAIT_MS = 10_000;

function shutdownWaitMs(): number {
  const value = Number(process.env.ANALYTICS_SHUTDOWN_WAIT_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_WAIT_MS;
}

/** Writes until nothing waits (events keep arriving while a batch is written); resolves with how many. */
export async function drainAnalyticsQueue(deadline: number): Promise<number> {
  let written = await flushAnalyticsEvents();
  while (analyticsQueueDepth() > 0 && Date.now() < deadline) written += await flushAnalyticsEvents();
  return written;
}

type Exit = (code?: number | string | null) => void;

/**
 * The process's exit, held until the waiting events are written (or the wait is over). The first
 * call starts the drain; later calls (a second signal's handler) change nothing.
 */
export function exitAfterAnalyticsFlush(exit: Exit, waitMs = shutdownWaitMs(), log: (line: string) => void = console.info): Exit {
  let requested = false;
  return (code) => {
    if (requested) return;
    requested = true;
    const timer = setTimeout(() => exit(code), waitMs);
    drainAnalyticsQueue(Date.now() + waitMs)
      .then((written) => {
        if (written > 0) log(`[analytics] shutdown: wrote ${written} waiting event(s)`);
      })
      .catch((error: unknown) => console.warn(`[analytics] shutdown: ${analyticsQueueDepth()} event(s) lost: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        clearTimeout(timer);
        exit(code);
      });
  };
}

export function flushAnalyticsOnShutdown(): void {
  const g = globalThis as WithFlag;
  if (g[key]) return;
  g[key] = true;
  let held = false;
  const onSignal = () => {
    void flushAnalyticsEvents().catch(() => undefined);
    if (held) return;
    held = true;
    // Next exits with process.exit once its server is closed: that call waits for the drain.
    // Its type says `never`; Next's handler does nothing after the call, so returning is safe.
    const exit = process.exit.bind(process) as Exit;
    process.exit = exitAfterAnalyticsFlush(exit) as typeof process.exit;
  };
  process.prependOnceListener('SIGTERM', onSignal);
  process.prependOnceListener('SIGINT', onSignal);
}
