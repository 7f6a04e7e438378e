import pino, { type DestinationStream, type Logger } from 'pino';

/*
 * Structured JSON logs (issue 23 item 5): one line per event, on standard output, with the
 * request id of the answer it belongs to (X-Request-Id) so a line and a response can be joined.
 * LOG_LEVEL sets the level (info by default, silent under the tests).
 */

const globalKey = Symbol.for('deskhaus.logger');
type GlobalWithLogger = typeof globalThis & { [globalKey]?: Logger };

export function createLogger(destination?: DestinationStream, level = process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info')): Logger {
  const options = {
    level,
    base: { service: 'deskhaus' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  return destination ? pino(options, destination) : pino(options);
}

export function logger(): Logger {
  const g = globalThis as GlobalWithLogger;
  g[globalKey] ??= createLogger();
  return g[globalKey];
}

/** Lets a test read the log lines. */
export function setLogger(next: Logger | undefined): void {
  (globalThis as GlobalWithLogger)[globalKey] = next;
}

/** A logger whose every line carries the request id. */
export function requestLogger(requestId: string): Logger {
  return logger().child({ requestId });
}
