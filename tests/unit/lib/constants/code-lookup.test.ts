import { describe, expect, it } from 'vitest';
import { codeLookup } from '@/lib/constants/code-lookup';

describe('codeLookup', () => {
  const lookup = codeLookup({ ONE: 1, TWO: 2, ZERO: 0 });

  it('finds the name of a code and the code of a name', () => {
    expect(lookup.nameOf(2)).toBe('TWO');
    expect(lookup.nameOf(0)).toBe('ZERO');
    expect(lookup.codeOf('ONE')).toBe(1);
  });

  it('answers undefined for unknown values instead of coercing them', () => {
    expect(lookup.nameOf('2')).toBeUndefined();
    expect(lookup.nameOf(3)).toBeUndefined();
    expect(lookup.codeOf('one')).toBeUndefined();
    expect(lookup.codeOf('toString')).toBeUndefined();
    expect(lookup.codeOf(undefined)).toBeUndefined();
  });

  it('tells codes and names apart from other values', () => {
    expect(lookup.isCode(1)).toBe(true);
    expect(lookup.isCode('1')).toBe(false);
    expect(lookup.isName('TWO')).toBe(true);
    expect(lookup.isName('constructor')).toBe(false);
  });

  it('lists names and codes in table order', () => {
    expect(lookup.names).toEqual(['ONE', 'TWO', 'ZERO']);
    expect(lookup.codes).toEqual([1, 2, 0]);
  });

  it('refuses a table that uses one code for two names', () => {
    expect(() => codeLookup({ A: 1, B: 1 })).toThrow(/two names/);
  });
});
