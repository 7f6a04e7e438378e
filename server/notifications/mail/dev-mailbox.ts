/**
 * The development outbox (/dev/mailbox, GET /api/v1/dev/outbox) shows every sign-in code, so it
 * exists only outside production. DEV_MAILBOX=1 opens it on a production build for the
 * end-to-end tests; never set it on a server the public can reach.
 */
export function isDevMailboxEnabled(): boolean {
  return process.env.NODE_ENV !== 'production' || process.env.DEV_MAILBOX === '1';
}
