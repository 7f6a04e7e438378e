import type { IncomingMessage } from 'node:http';
import { COOKIE_KEYS } from '@/lib/constants/storage-keys';
import { readCookie } from './request-cookies';

const CART_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The browser's guest cart (CART_ID cookie); anything that cannot be a cart id counts as none. */
export function guestCartIdOf(req: IncomingMessage): string | null {
  const value = readCookie(req, COOKIE_KEYS.CART_ID);
  return value !== undefined && CART_ID.test(value) ? value : null;
}
