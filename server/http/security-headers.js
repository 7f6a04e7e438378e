// @ts-check
/* Plain JS because next.config.js requires it before TypeScript is compiled. */
const { noncePlaceholder } = require('./csp-nonce.js');

const isProduction = process.env.NODE_ENV === 'production';

function contentSecurityPolicy() {
  // A production build names its nonce placeholder, which the server hook turns into a fresh
  // nonce per answer (csp-nonce.js, decision 0046): no inline script runs without it. Development
  // (React refresh evaluates code) and a bare `next build` without the placeholder keep inline.
  const placeholder = isProduction ? noncePlaceholder() : undefined;
  const scriptSrc = placeholder ? ["'self'", `'nonce-${placeholder}'`] : ["'self'", "'unsafe-inline'"];
  if (!isProduction) scriptSrc.push("'unsafe-eval'");
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
