import { createLogger, setLogger } from '@/server/http/logger';

/** The JSON log lines (pino) the API writes while `run` goes on, parsed; the logger is put back after. */
export async function withCapturedLog<T>(run: (lines: Record<string, unknown>[]) => Promise<T>): Promise<T> {
  const lines: Record<string, unknown>[] = [];
  setLogger(createLogger({ write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }, 'info'));
  try {
    return await run(lines);
  } finally {
    setLogger(undefined);
  }
}
