import { useEffect } from 'react';

/*
 * Starts Sentry in the browser when NEXT_PUBLIC_SENTRY_DSN is set (issue 23 item 5). The variable
 * is inlined at build time: without a DSN the import() below is dead code and no Sentry chunk
 * exists; with one, the SDK loads after the page is idle, never in the first load.
 */
export function useBrowserMonitoring(): void {
  useEffect(() => {
    const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
    if (!dsn) return;
    const start = () => {
      void import('@/lib/monitoring/sentry-browser').then((module) => module.initBrowserMonitoring(dsn)).catch(() => undefined);
    };
    const idle = (window as { requestIdleCallback?: (fn: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
    if (idle) idle(start, { timeout: 3000 });
    else setTimeout(start, 1);
  }, []);
}
