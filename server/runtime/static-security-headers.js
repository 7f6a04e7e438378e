// @ts-check
/*
 * Loaded with `node --require` before `next start` (scripts/lib/next-start-command.ts).
 *
 * Next serves /_next/static/* (scripts, styles, fonts) before it applies next.config.js
 * headers(), even for a rule naming that path (tried on Next 16: the answers carry only
 * Cache-Control), so those answers went out without nosniff or the CSP (issue 21 item 3). This
 * puts the same security headers on them as the request enters the server, before Next's
 * handler; one string comparison per request, no middleware. Decision 0038.
 */
const http = require('node:http');
const { securityHeaders } = require('../http/security-headers.js');

const STATIC_PREFIX = '/_next/static/';
const headers = securityHeaders();

const createServer = http.createServer;

/** @type {typeof http.createServer} */
// @ts-expect-error the overloads of createServer are re-exposed unchanged
http.createServer = function createServerWithStaticHeaders(...args) {
  // @ts-expect-error the arguments are passed on as given
  const server = createServer.apply(this, args);
  server.prependListener('request', (/** @type {http.IncomingMessage} */ req, /** @type {http.ServerResponse} */ res) => {
    if (req.url?.startsWith(STATIC_PREFIX)) for (const { key, value } of headers) res.setHeader(key, value);
  });
  return server;
};
