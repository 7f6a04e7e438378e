import type { z } from 'zod';
import type { ErrorIssue } from '@/lib/contracts/error-codes';
import { AppError } from './app-error';
import { invalidRequest, MAX_ISSUES } from './invalid-request';
import { refuseUnsafeText } from './refuse-unsafe-text';

export type InputPart = 'params' | 'query' | 'body';

const MAX_KEY_LENGTH = 64;

function describeIssue(where: InputPart, issue: z.core.$ZodIssue): ErrorIssue {
  const field = [where, ...issue.path.map(String)].join('.');
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => (key.length > MAX_KEY_LENGTH ? `${key.slice(0, MAX_KEY_LENGTH)}…` : key)).join(', ');
    return { path: field, message: `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${keys}.` };
  }
  return { path: field, message: issue.message };
}

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}

/** Parses one part of a request; a failure is a 400 whose message names every bad field. */
export function validateInput<T extends z.ZodType>(schema: T | undefined, value: unknown, where: InputPart): z.output<T> {
  // Whether or not the endpoint declares this part: a handler may still read the raw request.
  refuseUnsafeText(value, where);
  if (!schema) {
    // "{}" is what many HTTP clients send for "no payload"; anything more is a mistake worth telling.
    if (where === 'body' && value !== undefined && !isEmptyObject(value)) {
      throw new AppError('VALIDATION_FAILED', 'This endpoint takes no request body.');
    }
    return undefined as z.output<T>;
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw invalidRequest(result.error.issues.slice(0, MAX_ISSUES).map((issue) => describeIssue(where, issue)), result.error.issues.length);
}

type RawQuery = Partial<Record<string, string | string[]>>;

/**
 * Next puts path params and query params in one object (path params win). Splits them again:
 * path params become strings (a catch-all's segments joined by "/"); in the query, a key ending
 * in [] is always an array (spec §5) and a key given several times collects every value.
 */
export function splitQuery(
  raw: RawQuery,
  paramNames: readonly string[],
): { params: Record<string, string>; query: Record<string, string | string[]> } {
  const params = new Map<string, string>();
  const query = new Map<string, string | string[]>();
  for (const key of Object.keys(raw)) {
    // Next builds req.query with plain assignment, so "?constructor=x" yields [Object, 'x']:
    // keep strings only.
    const values = stringsOf(raw[key]);
    if (values === undefined) continue;
    if (paramNames.includes(key)) {
      params.set(key, values.join('/'));
      continue;
    }
    const isArrayKey = key.endsWith('[]');
    const name = isArrayKey ? key.slice(0, -2) : key;
    const previous = query.get(name);
    if (previous !== undefined) query.set(name, [...[previous].flat(), ...values]);
    else if (isArrayKey || values.length !== 1) query.set(name, values);
    else query.set(name, values[0] ?? '');
  }
  // fromEntries defines own properties, so a "__proto__" key stays data rather than a prototype.
  return { params: Object.fromEntries(params), query: Object.fromEntries(query) };
}

function stringsOf(value: unknown): string[] | undefined {
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return undefined;
  const strings = value.filter((item): item is string => typeof item === 'string');
  return strings.length > 0 ? strings : undefined;
}

/** The {name} placeholders of a contract path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
}
