import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPathFor } from '@/components/account/safe-next-path';

describe('where a shopper returns after signing in (?next=)', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeNextPath('/customer/profile')).toBe('/customer/profile');
    expect(safeNextPath('/standing-desks?page=2#grid')).toBe('/standing-desks?page=2#grid');
    expect(safeNextPath(['/cart', '/other'])).toBe('/cart');
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'customer/profile',
    ' //evil.example',
    '',
  ])('refuses %j and goes home instead (no open redirect)', (value) => {
    expect(safeNextPath(value)).toBe('/');
  });

  it('goes home instead of back to a sign-in page, which would be a loop', () => {
    expect(safeNextPath('/sign-in?next=/cart')).toBe('/');
    expect(safeNextPath('/otp?email=a@b.c')).toBe('/');
    expect(safeNextPath('/sign-up')).toBe('/');
  });

  it('falls back to the given path when there is nothing usable', () => {
    expect(safeNextPath(undefined, '/customer/profile')).toBe('/customer/profile');
    expect(safeNextPath(42)).toBe('/');
  });

  it('builds the sign-in address of a customer-only page', () => {
    expect(signInPathFor('/customer/profile')).toBe('/sign-in?next=%2Fcustomer%2Fprofile');
    expect(signInPathFor('/customer/your-orders?page=2')).toBe('/sign-in?next=%2Fcustomer%2Fyour-orders%3Fpage%3D2');
    expect(signInPathFor('//evil.example')).toBe('/sign-in');
    expect(signInPathFor('/')).toBe('/sign-in');
  });
});
