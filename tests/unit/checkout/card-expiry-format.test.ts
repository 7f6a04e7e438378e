import { describe, expect, it } from 'vitest';
import { formatExpiry, parseExpiry } from '@/components/checkout/card-input';

/** Types each character in turn, as the field's onChange sees it. */
function typeInto(keys: string): string {
  let value = '';
  for (const key of keys) value = formatExpiry(value + key, value);
  return value;
}

describe('card expiry as the shopper types it', () => {
  it('inserts the slash once the month is typed', () => {
    expect(typeInto('1')).toBe('1');
    expect(typeInto('12')).toBe('12/');
    expect(typeInto('1230')).toBe('12/30');
  });

  it('reads a first digit above 1 as a one-digit month', () => {
    expect(typeInto('4')).toBe('04/');
    expect(typeInto('428')).toBe('04/28');
  });

  it('reads a month above 12 as a one-digit month followed by the year', () => {
    expect(typeInto('13')).toBe('01/3');
  });

  it('lets the shopper type the slash themselves without doubling it', () => {
    expect(typeInto('12/30')).toBe('12/30');
  });

  it('stops at a two-digit year when typing', () => {
    expect(typeInto('123099')).toBe('12/30');
  });

  it('accepts a pasted expiry in the usual shapes', () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12 / 30')).toBe('12/30');
    expect(formatExpiry('12/2030')).toBe('12/2030');
    expect(parseExpiry(formatExpiry('12/2030'))).toEqual({ month: 12, year: 2030 });
  });

  it('erasing the slash removes it instead of writing it back', () => {
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('1', '12')).toBe('1');
  });
});
