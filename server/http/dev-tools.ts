import type { IncomingMessage } from 'node:http';

/**
 * The development tools (/dev/mailbox, /dev/payments and /api/v1/dev/*) show every sign-in code
 * and can mark an order paid. Decision 0038:
 * - `open` under `next dev`: a developer's own machine;
 * - `operators` in a production build started with DEV_TOOLS=1 (end-to-end tests, a staging
 *   server): every call must carry a store operator's access token;
 * - `off` in every other production build: the routes answer 404 as if they did not exist.
 */
export type DevToolsMode = 'open' | 'operators' | 'off';

export function devToolsMode(): DevToolsMode {
  if (process.env.NODE_ENV !== 'production') return 'open';
  return process.env.DEV_TOOLS === '1' ? 'operators' : 'off';
}

/**
 * Header a test harness sets on every request it makes: the operator's token reaches the dev
 * tools without authenticating the shopper's own calls of the same browser as that operator.
 */
export const DEV_TOOLS_TOKEN_HEADER = 'x-dev-tools-token';

/** The operator token of a dev-tools call: the Authorization bearer, else the harness header. */
export function devToolsTokenOf(req: IncomingMessage): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (bearer) return bearer;
  const header = req.headers[DEV_TOOLS_TOKEN_HEADER];
  return typeof header === 'string' && header.length > 0 ? header : undefined;
}
