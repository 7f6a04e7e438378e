import * as Sentry from '@sentry/nextjs';

/*
 * Sentry in the browser (spec §9: 20 % of sessions traced, 10 % of sessions replayed, and every
 * session with an error). Imported with import() by components/layout/use-browser-monitoring.ts
 * only when NEXT_PUBLIC_SENTRY_DSN is set, so the SDK is never part of a page's first load.
 */

export const BROWSER_TRACES_SAMPLE_RATE = 0.2;
export const REPLAYS_SESSION_SAMPLE_RATE = 0.1;
export const REPLAYS_ON_ERROR_SAMPLE_RATE = 1;

export function initBrowserMonitoring(dsn: string): void {
  Sentry.init({
    dsn,
    environment: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT,
    tracesSampleRate: BROWSER_TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAYS_ON_ERROR_SAMPLE_RATE,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration({ maskAllText: true, blockAllMedia: true })],
    // No IP address or user fields from the SDK's own instrumentation.
    dataCollection: { userInfo: false },
  });
}
