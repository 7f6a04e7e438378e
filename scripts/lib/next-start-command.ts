import path from 'node:path';

/** The hook that gives Next's pages renderer React's Node.js server build (decision 0023). */
export const NODE_REACT_DOM_SERVER_HOOK = 'server/runtime/node-react-dom-server.js';
/** The hook that gives /_next/static/* answers the security headers Next leaves off (decision
 * 0038) and every answer a fresh script nonce (decision 0046). */
export const RESPONSE_SECURITY_HOOK = 'server/runtime/response-security-hook.js';

/**
 * How long an idle keep-alive connection stays open. Node's default, 5 s, is shorter than the idle
 * timeout of the proxies and load balancers that sit in front of a store (60 s is common): the
 * server then closes a socket just as the proxy sends the next request on it, and that request
 * fails (a 502 for the shopper; ECONNRESET in the end-to-end tests' API calls). Longer than the
 * proxy's, so the proxy is always the side that closes.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Node.js arguments that serve the production build: `next start` with the renderer hook
 * preloaded. `npm start`, the bench and the end-to-end tests all serve through these, so what is
 * measured and tested is what runs in production.
 */
export function nextStartArgs(port: number | string, root = process.cwd()): string[] {
  return [
    '--require',
    path.join(root, NODE_REACT_DOM_SERVER_HOOK),
    '--require',
    path.join(root, RESPONSE_SECURITY_HOOK),
    path.join(root, 'node_modules/next/dist/bin/next'),
    'start',
    '-p',
    String(port),
    '--keepAliveTimeout',
    String(KEEP_ALIVE_TIMEOUT_MS),
  ];
}
