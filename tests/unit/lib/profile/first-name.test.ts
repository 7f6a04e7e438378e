import { describe, expect, it } from 'vitest';
import { firstNameOf } from '@/lib/profile/first-name';

describe('firstNameOf (spec §3)', () => {
  it('is the first word of the full name', () => {
    expect(firstNameOf({ fullname: 'Ada Lovelace', email: 'ada@example.com' })).toBe('Ada');
  });

  it('trims the full name and splits on any whitespace', () => {
    expect(firstNameOf({ fullname: '  Jean-Luc\tPicard' })).toBe('Jean-Luc');
    expect(firstNameOf({ fullname: '\n Zoë \u00a0 Müller ' })).toBe('Zoë');
  });

  it('falls back to the part of the e-mail before "@" when the full name is empty', () => {
    expect(firstNameOf({ fullname: '   ', email: 'grace.hopper@example.com' })).toBe('grace.hopper');
    expect(firstNameOf({ fullname: null, email: 'linus@example.com' })).toBe('linus');
    expect(firstNameOf({ email: ' linus@example.com ' })).toBe('linus');
  });

  it('uses the whole e-mail when it has no "@"', () => {
    expect(firstNameOf({ email: 'linus' })).toBe('linus');
  });

  it('is empty when neither gives a name', () => {
    expect(firstNameOf({ fullname: '', email: '@example.com' })).toBe('');
    expect(firstNameOf({})).toBe('');
    expect(firstNameOf(null)).toBe('');
    expect(firstNameOf(undefined)).toBe('');
  });
});
