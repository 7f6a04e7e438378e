import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathParamNames, splitQuery, validateInput } from '@/server/http/validate-input';
import { appErrorOf } from '@/tests/support/app-error-of';

describe('splitQuery', () => {
  it('separates path params from query params', () => {
    expect(splitQuery({ code: 'desk-1', page: '2' }, ['code'])).toEqual({ params: { code: 'desk-1' }, query: { page: '2' } });
  });

  it('joins the segments of a catch-all path param with "/"', () => {
    expect(splitQuery({ slug: ['chairs', 'ergonomic'] }, ['slug']).params).toEqual({ slug: 'chairs/ergonomic' });
  });

  it('keeps a single value of a plain key as a string', () => {
    expect(splitQuery({ q: 'desk' }, []).query).toEqual({ q: 'desk' });
  });

  it('makes a key ending in [] an array under its bare name, even with one value (spec §5)', () => {
    expect(splitQuery({ 'codes[]': 'a' }, []).query).toEqual({ codes: ['a'] });
    expect(splitQuery({ 'codes[]': ['a', 'b'] }, []).query).toEqual({ codes: ['a', 'b'] });
  });

  it('collects a repeated key into an array', () => {
    expect(splitQuery({ sort: ['price', 'name'] }, []).query).toEqual({ sort: ['price', 'name'] });
  });

  it('merges "key" and "key[]" given together into one array', () => {
    expect(splitQuery({ codes: 'a', 'codes[]': ['b', 'c'] }, []).query).toEqual({ codes: ['a', 'b', 'c'] });
  });

  it('skips undefined values', () => {
    expect(splitQuery({ q: undefined, page: '1' }, []).query).toEqual({ page: '1' });
  });

  it('keeps only strings when Next hands over an inherited function (?constructor=x)', () => {
    const raw = { constructor: [Object, 'x'] } as unknown as Record<string, string[]>;
    expect(splitQuery(raw, []).query).toEqual({ constructor: 'x' });
  });

  it('treats a "__proto__" key as data, never as the prototype of the result', () => {
    const raw = JSON.parse('{"__proto__[]": ["a"], "__proto__": "b"}') as Record<string, string | string[]>;
    const { query } = splitQuery(raw, []);
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(Object.hasOwn(query, '__proto__')).toBe(true);
  });
});

describe('pathParamNames', () => {
  it('lists the {placeholders} of a contract path in order', () => {
    expect(pathParamNames('/v1/stores/{store}/products/{code}')).toEqual(['store', 'code']);
    expect(pathParamNames('/v1/health')).toEqual([]);
  });
});

describe('validateInput', () => {
  const body = z.strictObject({ email: z.email(), age: z.int().min(18) });

  it('returns the parsed value when valid', () => {
    expect(validateInput(body, { email: 'a@b.co', age: 30 }, 'body')).toEqual({ email: 'a@b.co', age: 30 });
  });

  it('names every invalid field with its part of the request in the message and the issues', () => {
    const error = appErrorOf(() => validateInput(body, { email: 'nope', age: 3 }, 'body'));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.httpStatus).toBe(400);
    expect(error.issues?.map((issue) => issue.path)).toEqual(['body.email', 'body.age']);
    expect(error.message).toMatch(/^Invalid request: body\.email: .+; body\.age: .+/);
  });

  it('names unknown fields in one issue', () => {
    const error = appErrorOf(() => validateInput(body, { email: 'a@b.co', age: 30, admin: true, role: 'x' }, 'body'));
    expect(error.issues).toEqual([{ path: 'body', message: 'Unknown fields: admin, role.' }]);
  });

  it('uses the nested path of a deep field', () => {
    const schema = z.object({ items: z.array(z.object({ qty: z.int() })) });
    expect(appErrorOf(() => validateInput(schema, { items: [{ qty: 1 }, { qty: 'x' }] }, 'body')).issues?.[0]?.path).toBe('body.items.1.qty');
  });

  it('caps the issues of a huge invalid input and says how many more there were', () => {
    const error = appErrorOf(() => validateInput(z.array(z.string()), Array.from({ length: 500 }, () => 1), 'body'));
    expect(error.issues).toHaveLength(20);
    expect(error.message).toMatch(/\(and 495 more\)$/);
  });

  it('refuses a body on an endpoint without a body schema, but accepts none or {}', () => {
    expect(appErrorOf(() => validateInput(undefined, { a: 1 }, 'body')).message).toBe('This endpoint takes no request body.');
    expect(validateInput(undefined, undefined, 'body')).toBeUndefined();
    expect(validateInput(undefined, {}, 'body')).toBeUndefined();
  });

  it('ignores query params when the endpoint declares none', () => {
    expect(validateInput(undefined, { utm_source: 'mail' }, 'query')).toBeUndefined();
  });
});
