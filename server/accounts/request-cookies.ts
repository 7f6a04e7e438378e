import type { IncomingMessage } from 'node:http';
import { unsafeTextReason } from '@/server/http/refuse-unsafe-text';

/**
 * One cookie of a request, decoded; undefined when absent or malformed. A value that decodes to
 * text the API refuses (a NUL, a control character: decision 0028) is malformed too. The browser
 * keeps sending a cookie until it is replaced, so it is ignored rather than refused with a 400.
 */
export function readCookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      const value = decodeURIComponent(raw);
      return unsafeTextReason(value, 'headers') === undefined ? value : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
