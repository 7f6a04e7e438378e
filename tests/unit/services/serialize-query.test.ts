import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARRAY_QUERY_KEYS, isArrayQueryKey, normalizeQuery, serializeQuery, type QueryParams } from '@/services/serialize-query';

describe('isArrayQueryKey (spec §5)', () => {
  it.each([
    'codes',
    'frequently_ids',
    'vendor_slugs',
    'product_url_codes',
    'product_codes',
    'product_sequence_codes',
    'category_codes',
    'category_slugs',
    'product_slugs',
    'usage_slugs',
    'sort',
    'statuses',
    'ids[]',
    'anything[]',
  ])('treats %s as a list key', (key) => {
    expect(isArrayQueryKey(key)).toBe(true);
  });

  it.each(['q', 'page', 'limit', 'type', 'code', 'sort_by', 'ids[0]'])('treats %s as a scalar key', (key) => {
    expect(isArrayQueryKey(key)).toBe(false);
  });

  it('names exactly the twelve keys of spec §5', () => {
    expect(ARRAY_QUERY_KEYS.size).toBe(12);
  });
});

describe('normalizeQuery', () => {
  it('sends a single value of a list key as a one-element list', () => {
    expect(normalizeQuery({ product_codes: 'DESK-1', 'ids[]': 7 })).toEqual({ product_codes: ['DESK-1'], 'ids[]': ['7'] });
  });

  it('keeps a single value of a scalar key as a scalar', () => {
    expect(normalizeQuery({ page: 2, q: 'chair', in_stock: false })).toEqual({ page: '2', q: 'chair', in_stock: 'false' });
  });

  it('drops null, undefined and empty-string values, also inside lists', () => {
    expect(normalizeQuery({ q: '', page: null, rid: undefined, statuses: [1, null, '', undefined, 3], zero: 0 })).toEqual({
      statuses: ['1', '3'],
      zero: '0',
    });
  });

  it('drops a list key whose values are all unset', () => {
    expect(normalizeQuery({ category_slugs: [null, ''], sort: undefined })).toEqual({});
  });

  it('keeps a "__proto__" key as plain data instead of changing the prototype', () => {
    const normalized = normalizeQuery(JSON.parse('{"__proto__": ["x"]}') as QueryParams);
    expect(Object.getPrototypeOf(normalized)).toBe(Object.prototype);
    expect(Object.entries(normalized)).toEqual([['__proto__', ['x']]]);
  });

  it('keeps a list given for a scalar key instead of losing values', () => {
    expect(normalizeQuery({ tag: ['a', 'b'] })).toEqual({ tag: ['a', 'b'] });
  });
});

describe('serializeQuery', () => {
  it('repeats the key once per value of a list', () => {
    expect(serializeQuery({ codes: ['A', 'B'], page: 1 })).toBe('codes=A&codes=B&page=1');
  });

  it('keeps a trailing [] in the key readable when the caller used it', () => {
    expect(serializeQuery({ 'vendor_ids[]': ['3', '4'] })).toBe('vendor_ids[]=3&vendor_ids[]=4');
  });

  it('percent-encodes keys and values', () => {
    expect(serializeQuery({ q: 'oak & walnut/desk', 'a b': 'é' })).toBe('q=oak%20%26%20walnut%2Fdesk&a%20b=%C3%A9');
  });

  it('returns an empty string when nothing is set', () => {
    expect(serializeQuery({ q: '', page: undefined })).toBe('');
  });

  it('decodes back to the normalized params for any input', () => {
    const scalar = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined));
    const key = fc.oneof(
      fc.string({ minLength: 1 }),
      fc.constantFrom(...ARRAY_QUERY_KEYS, '__proto__', 'toString'),
      fc.string({ minLength: 1 }).map((k) => `${k}[]`),
    );
    const params = fc.dictionary(key, fc.oneof(scalar, fc.array(scalar, { maxLength: 4 })));
    fc.assert(
      fc.property(params, (input: QueryParams) => {
        const decoded = new Map<string, string[]>();
        for (const [k, v] of new URLSearchParams(serializeQuery(input))) decoded.set(k, [...(decoded.get(k) ?? []), v]);
        const expected = new Map(Object.entries(normalizeQuery(input)).map(([k, v]) => [k, typeof v === 'string' ? [v] : v]));
        expect(decoded).toEqual(expected);
      }),
    );
  });
});
