/*
 * Error and trace reporting of the API (issue 23 item 5). withApi reports every unexpected error
 * (a 5xx) and runs each request inside a span; both do nothing until a reporter is installed,
 * which instrumentation.ts does only when SENTRY_DSN is set (server/http/monitoring/sentry-server.ts).
 * The reporter lives on globalThis because Next bundles every API route on its own.
 */

export interface MonitorReporter {
  captureException(error: unknown, context: { requestId: string; route: string }): void;
  traceRequest<T>(name: string, run: () => Promise<T>): Promise<T>;
}

const globalKey = Symbol.for('deskhaus.monitor');
type GlobalWithMonitor = typeof globalThis & { [globalKey]?: MonitorReporter };

export function installMonitor(reporter: MonitorReporter | undefined): void {
  (globalThis as GlobalWithMonitor)[globalKey] = reporter;
}

export function reportServerError(error: unknown, context: { requestId: string; route: string }): void {
  try {
    (globalThis as GlobalWithMonitor)[globalKey]?.captureException(error, context);
  } catch {
    // Monitoring must never change an answer.
  }
}

export function traceRequest<T>(name: string, run: () => Promise<T>): Promise<T> {
  const reporter = (globalThis as GlobalWithMonitor)[globalKey];
  return reporter ? reporter.traceRequest(name, run) : run();
}
