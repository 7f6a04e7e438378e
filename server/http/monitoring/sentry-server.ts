import * as Sentry from '@sentry/nextjs';
import { installMonitor } from './monitor';

/*
 * Sentry on the server (spec §9: 20 % of requests traced). Loaded by instrumentation.ts only when
 * SENTRY_DSN is set, so a store without a DSN never loads the SDK. Errors are always sent.
 */

export const SERVER_TRACES_SAMPLE_RATE = 0.2;

export interface ServerMonitoringOptions {
  dsn: string;
  tracesSampleRate?: number;
  environment?: string;
  release?: string;
}

export function initServerMonitoring(options: ServerMonitoringOptions): void {
  Sentry.init({
    dsn: options.dsn,
    tracesSampleRate: options.tracesSampleRate ?? SERVER_TRACES_SAMPLE_RATE,
    environment: options.environment ?? process.env.SENTRY_ENVIRONMENT ?? process.env.NODE_ENV,
    release: options.release ?? process.env.APP_VERSION,
    // No IP address or user fields from the SDK's own instrumentation.
    dataCollection: { userInfo: false },
  });
  installMonitor({
    captureException(error, context) {
      Sentry.withScope((scope) => {
        scope.setTag('request_id', context.requestId);
        scope.setTag('route', context.route);
        Sentry.captureException(error);
      });
    },
    traceRequest(name, run) {
      return Sentry.startSpan({ name, op: 'http.server', attributes: { 'sentry.source': 'route' } }, run);
    },
  });
}

/** Sends what is queued (a test, or a process about to stop). */
export function flushServerMonitoring(timeoutMs = 2000): Promise<boolean> {
  return Sentry.flush(timeoutMs);
}
