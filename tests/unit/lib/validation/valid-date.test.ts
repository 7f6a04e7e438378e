import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { isValidDate } from '@/lib/validation/valid-date';

describe('isValidDate (spec §5)', () => {
  it('accepts a Date object with a valid time', () => {
    expect(isValidDate(new Date('2025-01-01T00:00:00Z'))).toBe(true);
    expect(isValidDate(new Date(0))).toBe(true);
  });

  it('refuses a Date object whose time is invalid', () => {
    expect(isValidDate(new Date('garbage'))).toBe(false);
  });

  it('refuses values that are not Date objects, even when they look like dates', () => {
    expect(isValidDate('2025-01-01')).toBe(false);
    expect(isValidDate(1_735_689_600_000)).toBe(false);
    expect(isValidDate(null)).toBe(false);
    expect(isValidDate(undefined)).toBe(false);
    expect(isValidDate({ getTime: () => 0 })).toBe(false);
  });

  it('accepts a Date made in another realm', () => {
    expect(isValidDate(runInNewContext('new Date(0)'))).toBe(true);
  });
});
