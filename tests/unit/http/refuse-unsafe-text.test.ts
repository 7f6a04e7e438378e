import { describe, expect, it } from 'vitest';
import { findUnsafeText, MAX_JSON_DEPTH, refuseUnsafeText, unsafeTextReason } from '@/server/http/refuse-unsafe-text';
import { validateInput } from '@/server/http/validate-input';
import { z } from 'zod';
import { appErrorOf } from '@/tests/support/app-error-of';

describe('unsafeTextReason (decision 0028)', () => {
  it('refuses a NUL anywhere, since PostgreSQL cannot store it', () => {
    for (const part of ['params', 'query', 'body', 'headers'] as const) expect(unsafeTextReason('desk\u0000', part)).toMatch(/NUL/);
  });

  it('refuses an unpaired surrogate but keeps a pair (an emoji) as text', () => {
    expect(unsafeTextReason('a\uD800b', 'body')).toMatch(/unpaired surrogate/);
    expect(unsafeTextReason('\uDC00', 'query')).toMatch(/unpaired surrogate/);
    expect(unsafeTextReason('chair 🪑', 'body')).toBeUndefined();
  });

  it('refuses C0 controls and DEL, naming the code point', () => {
    expect(unsafeTextReason('a\u001Bb', 'body')).toBe('Must not contain the control character U+001B.');
    expect(unsafeTextReason('a\u007F', 'query')).toBe('Must not contain the control character U+007F.');
  });

  it('lets tab, line feed and carriage return through in a body, not in the path, the query or headers', () => {
    expect(unsafeTextReason('line one\r\nline two\tend', 'body')).toBeUndefined();
    for (const part of ['params', 'query', 'headers'] as const) expect(unsafeTextReason('a\nb', part)).toBe('Must not contain the control character U+000A.');
  });

  it('passes ordinary text in any script', () => {
    expect(unsafeTextReason('Bürostuhl « ergonomique » 人体工学椅', 'query')).toBeUndefined();
  });
});

describe('findUnsafeText', () => {
  it('names every refused string at any depth by its dotted path', () => {
    const issues = findUnsafeText({ address: { street: 'Main\u0000', lines: ['ok', 'bad\u0001'] }, note: 'fine' }, 'body');
    expect(issues.map((issue) => issue.path)).toEqual(['body.address.street', 'body.address.lines.1']);
  });

  it('checks object keys too, and names them with the bad characters escaped', () => {
    const [issue] = findUnsafeText({ 'ke\u0000y': 1 }, 'body');
    expect(issue).toEqual({ path: 'body.ke\\u0000y', message: 'Field name: Must not contain a NUL character (U+0000).' });
  });

  it(`refuses nesting deeper than ${MAX_JSON_DEPTH} levels without exhausting the stack`, () => {
    const depth = 50_000;
    const deep = JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown;
    const issues = findUnsafeText(deep, 'body');
    expect(issues).toHaveLength(1);
    expect(issues[0]?.message).toBe(`Nested deeper than ${MAX_JSON_DEPTH} levels.`);
  });

  it('accepts exactly the allowed depth', () => {
    const atLimit = JSON.parse(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`) as unknown;
    expect(findUnsafeText(atLimit, 'body')).toEqual([]);
  });

  it('stops listing after 20 issues, whatever the request holds', () => {
    expect(findUnsafeText(Array.from({ length: 5_000 }, () => '\u0000'), 'body')).toHaveLength(20);
  });
});

describe('refuseUnsafeText', () => {
  it('throws a 400 VALIDATION_FAILED whose message and issues name the field', () => {
    const error = appErrorOf(() => refuseUnsafeText({ cart_id: '\u0000' }, 'query'));
    expect(error.httpStatus).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Invalid request: query.cart_id: Must not contain a NUL character (U+0000).');
    expect(error.issues).toEqual([{ path: 'query.cart_id', message: 'Must not contain a NUL character (U+0000).' }]);
  });
});

describe('validateInput refuses unsafe text before the schema sees it', () => {
  it('even for a part the endpoint does not declare (a handler may read the raw request)', () => {
    expect(appErrorOf(() => validateInput(undefined, { unknown: 'x\u0000' }, 'query')).message).toMatch(/query\.unknown/);
  });

  it('even where the schema would accept any string', () => {
    expect(appErrorOf(() => validateInput(z.object({ code: z.string() }), { code: 'D-1\u0000' }, 'params')).issues).toEqual([
      { path: 'params.code', message: 'Must not contain a NUL character (U+0000).' },
    ]);
  });
});
