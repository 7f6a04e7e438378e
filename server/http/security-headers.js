// @ts-check
/* Plain JS because next.config.js requires it before TypeScript is compiled. */
const { DIRECTION_SCRIPT_HASH } = require('../../lib/document/direction-script.js');

const isProduction = process.env.NODE_ENV === 'production';

/*
 * Scripts: files of this origin, and one inline script allowed by its hash (the writing
 * direction, pages/_document.tsx); no 'unsafe-inline', so an injected inline script never runs
 * (issue 21 item 3, decision 0038). The page data (__NEXT_DATA__) and JSON-LD are data blocks,
 * which CSP does not execute.
 */
function contentSecurityPolicy() {
  // `next dev` injects inline scripts of its own and React refresh evaluates code: development
  // keeps 'unsafe-inline' and 'unsafe-eval' (a hash in the list would switch 'unsafe-inline' off).
  const scriptSrc = isProduction ? ["'self'", DIRECTION_SCRIPT_HASH] : ["'self'", "'unsafe-inline'", "'unsafe-eval'"];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

function securityHeaders() {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  ];
}

module.exports = { securityHeaders };
