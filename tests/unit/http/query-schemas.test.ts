import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryArray, queryBoolean, queryEnum, queryInt } from '@/lib/contracts/query-schemas';

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value);

describe('queryInt', () => {
  const page = queryInt({ min: 1, max: 100 });

  it.each([
    ['1', 1],
    ['42', 42],
    ['100', 100],
    ['007', 7],
  ])('turns %j into %d', (raw, expected) => {
    expect(page.parse(raw)).toBe(expected);
  });

  it.each(['12abc', '1.5', '1e3', '', ' 1', '0x10', 'NaN', 'Infinity', '--1'])('refuses %j', (raw) => {
    expect(accepts(page, raw).success).toBe(false);
  });

  it('refuses values outside the bounds with the bound in the message', () => {
    expect(accepts(page, '0').error?.issues[0]?.message).toBe('Must be at least 1.');
    expect(accepts(page, '101').error?.issues[0]?.message).toBe('Must be at most 100.');
  });

  it('refuses numbers beyond the safe integer range', () => {
    expect(accepts(queryInt(), '99999999999999999999').success).toBe(false);
  });

  it('accepts negative numbers when no minimum is set', () => {
    expect(queryInt().parse('-3')).toBe(-3);
  });

  it('refuses a repeated key', () => {
    expect(accepts(page, ['1', '2']).success).toBe(false);
  });

  it('lets .optional() and .default() accept a missing key', () => {
    expect(z.object({ page: page.optional() }).parse({})).toEqual({});
    expect(z.object({ page: page.default(1) }).parse({})).toEqual({ page: 1 });
  });

  it('is documented as an integer with its bounds', () => {
    expect(z.toJSONSchema(page, { io: 'input' })).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
  });
});

describe('queryBoolean', () => {
  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('turns %j into %s', (raw, expected) => {
    expect(queryBoolean().parse(raw)).toBe(expected);
  });

  it.each(['TRUE', 'yes', 'on', '', '2', ' true'])('refuses %j', (raw) => {
    expect(accepts(queryBoolean(), raw).error?.issues[0]?.message).toBe('Expected true, false, 1 or 0.');
  });
});

describe('queryArray', () => {
  const codes = queryArray(z.string().min(2));

  it('turns a single value into a one-item array (spec §5)', () => {
    expect(codes.parse('ab')).toEqual(['ab']);
  });

  it('keeps repeated values in order', () => {
    expect(codes.parse(['ab', 'cd'])).toEqual(['ab', 'cd']);
  });

  it('drops empty values', () => {
    expect(codes.parse(['ab', '', 'cd'])).toEqual(['ab', 'cd']);
    expect(codes.parse('')).toEqual([]);
  });

  it('validates every item and names the bad one', () => {
    expect(accepts(codes, ['ab', 'x']).error?.issues[0]?.path).toEqual([1]);
  });

  it('converts items with another query helper', () => {
    expect(queryArray(queryInt({ min: 1 })).parse(['3', '4'])).toEqual([3, 4]);
    expect(accepts(queryArray(queryInt()), ['3', 'x']).success).toBe(false);
  });

  it('enforces maxItems', () => {
    expect(accepts(queryArray(z.string(), { maxItems: 2 }), ['a', 'b', 'c']).error?.issues[0]?.message).toBe('At most 2 values.');
  });

  it('is documented as an array of its items', () => {
    expect(z.toJSONSchema(queryArray(z.string()), { io: 'input' })).toMatchObject({ type: 'array', items: { type: 'string' } });
  });
});

describe('queryEnum', () => {
  const sort = queryEnum(['top', 'latest']);

  it('accepts a listed value', () => {
    expect(sort.parse('latest')).toBe('latest');
  });

  it('refuses another value, listing the allowed ones', () => {
    expect(accepts(sort, 'oldest').error?.issues[0]?.message).toBe('Expected one of: top, latest.');
  });

  it('refuses a repeated key', () => {
    expect(accepts(sort, ['top', 'latest']).success).toBe(false);
  });
});
