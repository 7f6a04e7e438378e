import type { ErrorIssue } from '@/lib/contracts/error-codes';
import { invalidRequest, MAX_ISSUES } from './invalid-request';

/*
 * Text no field of the store has a use for, refused where a request is read, before validation
 * and before any handler (decision 0028):
 * - NUL: PostgreSQL cannot store it in text, so it used to surface as a 500 deep in a query;
 * - a lone UTF-16 surrogate (from "\ud800" in JSON or %ED%A0%80 in a URL): not a character, and
 *   written as UTF-8 it silently becomes U+FFFD, so what is stored differs from what was sent;
 * - other C0 controls and DEL. Tab, line feed and carriage return pass in bodies (a review's
 *   text has lines) but not in the path, the query or headers, which are single-line by nature.
 */

export type TextPart = 'params' | 'query' | 'body' | 'headers' | 'path';

/** Bodies nest objects at most a few levels; anything deeper is not one of our requests. */
export const MAX_JSON_DEPTH = 32;

const SINGLE_LINE_CONTROL = /[\u0001-\u001F\u007F]/;
const MULTI_LINE_CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Why this text is refused, as a sentence for the client; undefined when it may pass. */
export function unsafeTextReason(text: string, part: TextPart): string | undefined {
  if (text.includes('\u0000')) return 'Must not contain a NUL character (U+0000).';
  if (LONE_SURROGATE.test(text)) return 'Must be valid Unicode text (it contains an unpaired surrogate).';
  const control = part === 'body' ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL;
  const found = control.exec(text)?.[0];
  if (found !== undefined) return `Must not contain the control character U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}.`;
  return undefined;
}

interface Pending {
  value: unknown;
  path: string;
  depth: number;
}

/**
 * Every refused string (value or object key) in one part of a request, at any depth, with its
 * dotted path ("body.address.street"). Walks with its own stack: a 100 kB body can nest tens of
 * thousands of arrays, deeper than the call stack goes. Nesting past MAX_JSON_DEPTH is an issue.
 */
export function findUnsafeText(value: unknown, part: TextPart): ErrorIssue[] {
  const issues: ErrorIssue[] = [];
  const stack: Pending[] = [{ value, path: part, depth: 0 }];
  while (stack.length > 0 && issues.length < MAX_ISSUES) {
    const { value: current, path, depth } = stack.pop() as Pending;
    if (typeof current === 'string') {
      const reason = unsafeTextReason(current, part);
      if (reason) issues.push({ path, message: reason });
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) {
      issues.push({ path, message: `Nested deeper than ${MAX_JSON_DEPTH} levels.` });
      continue;
    }
    const entries: [string, unknown][] = Array.isArray(current) ? current.map((item, index) => [String(index), item]) : Object.entries(current);
    // Reversed so that issues come out in document order.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index] as [string, unknown];
      const keyReason = Array.isArray(current) ? undefined : unsafeTextReason(key, part);
      if (keyReason) {
        issues.push({ path: `${path}.${printableKey(key)}`, message: `Field name: ${keyReason}` });
        continue;
      }
      stack.push({ value: item, path: `${path}.${key}`, depth: depth + 1 });
    }
  }
  return issues;
}

/** Throws the 400 that names every refused field of this part; returns quietly otherwise. */
export function refuseUnsafeText(value: unknown, part: TextPart): void {
  const issues = findUnsafeText(value, part);
  if (issues.length === 0) return;
  throw invalidRequest(issues);
}

/* A refused key is named with its bad characters escaped, so the answer is plain text. */
function printableKey(key: string): string {
  const escaped = key.replace(/[\u0000-\u001F\u007F]|\p{Surrogate}/gu, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return escaped.length > 64 ? `${escaped.slice(0, 64)}…` : escaped;
}
