import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { readCookie } from '@/server/accounts/request-cookies';

const requestWith = (cookie: string) => ({ headers: { cookie } }) as unknown as IncomingMessage;

describe('readCookie', () => {
  it('decodes the named cookie', () => {
    expect(readCookie(requestWith('a=1; CART_ID=abc%2Ddef'), 'CART_ID')).toBe('abc-def');
  });

  it('reads a value that does not decode as absent', () => {
    expect(readCookie(requestWith('CART_ID=%E0%A4%A'), 'CART_ID')).toBeUndefined();
  });

  it('reads a value that decodes to a NUL or a control character as absent (decision 0028)', () => {
    expect(readCookie(requestWith('refresh_token=abc%00def'), 'refresh_token')).toBeUndefined();
    expect(readCookie(requestWith('refresh_token=abc%0Adef'), 'refresh_token')).toBeUndefined();
  });
});
