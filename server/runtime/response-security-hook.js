// @ts-check
/*
 * Loaded with `node --require` before `next start` (scripts/lib/next-start-command.ts). Two jobs
 * on every answer, as the request enters the server, before Next's handler:
 *
 * 1. /_next/static/* answers get the security headers. Next serves them before it applies
 *    next.config.js headers() (tried on Next 16: they carry only Cache-Control), so they went out
 *    without nosniff or the CSP (issue 21 item 3, decision 0038).
 * 2. Script nonces (decision 0046): with the build's nonce placeholder, each answer gets a fresh
 *    nonce, written over the placeholder in the CSP header and in the HTML. The HTML must be seen
 *    before it is compressed, so this hook compresses answers itself (Next's own compression is
 *    turned off through DH_HOOK_COMPRESSES, read by next.config.js) and rewrites on top of it.
 */
const http = require('node:http');
const { securityHeaders } = require('../http/security-headers.js');
const { createReplacer, loadNoncePlaceholder, newNonce } = require('../http/csp-nonce.js');
const { createPageBodies } = require('../http/nonce-page-bodies.js');

const STATIC_PREFIX = '/_next/static/';
const placeholder = loadNoncePlaceholder();
if (placeholder) process.env.DH_HOOK_COMPRESSES = '1';
const headers = securityHeaders();
const pageBodies = placeholder ? createPageBodies(placeholder) : undefined;

/** @type {((req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void) | undefined} */
const compress = placeholder ? require('next/dist/compiled/compression')() : undefined;
const { releaseCompressionStream } = require('next/dist/server/lib/release-compression-stream');

/**
 * @param {http.ServerResponse} res
 * @param {string} from
 */
function rewriteNonces(res, from) {
  const nonce = newNonce();
  let decided = false;
  /** @type {ReturnType<typeof createReplacer> | undefined} */
  let replace;
  const decide = () => {
    if (decided) return;
    decided = true;
    const csp = res.getHeader('content-security-policy');
    if (typeof csp === 'string' && csp.includes(from)) res.setHeader('content-security-policy', csp.split(from).join(nonce));
    if (String(res.getHeader('content-type') ?? '').startsWith('text/html')) replace = createReplacer(from, nonce);
  };
  /** @param {unknown} chunk @param {unknown} encoding */
  const bytesOf = (chunk, encoding) =>
    typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8') : Buffer.from(/** @type {Uint8Array} */ (chunk));

  const writeHead = res.writeHead;
  // @ts-expect-error the overloads are passed on unchanged
  res.writeHead = function writeHeadWithNonce(...args) {
    decide();
    // @ts-expect-error the arguments are passed on as given
    return writeHead.apply(this, args);
  };
  // Whether body bytes went through `replace` already: a page sent whole in `res.end` (an ISR hit)
  // takes the cached bytes of its string instead (server/http/nonce-page-bodies.js).
  let streamed = false;
  const write = res.write;
  // @ts-expect-error the overloads are passed on unchanged
  res.write = function writeWithNonce(chunk, encoding, callback) {
    decide();
    if (!replace || chunk === undefined || chunk === null) return write.apply(this, /** @type {never} */ ([chunk, encoding, callback]));
    const done = typeof encoding === 'function' ? encoding : callback;
    streamed = true;
    return write.call(this, replace(bytesOf(chunk, encoding), false), done);
  };
  const end = res.end;
  // @ts-expect-error the overloads are passed on unchanged
  res.end = function endWithNonce(chunk, encoding, callback) {
    decide();
    if (!replace) return end.apply(this, /** @type {never} */ ([chunk, encoding, callback]));
    const hasChunk = chunk !== undefined && chunk !== null && typeof chunk !== 'function';
    const done = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback;
    const utf8 = typeof encoding !== 'string' || encoding === 'utf8' || encoding === 'utf-8';
    if (!streamed && pageBodies && typeof chunk === 'string' && utf8) return end.call(this, pageBodies.withNonce(chunk, Buffer.from(nonce)), done);
    const last = replace(hasChunk ? bytesOf(chunk, encoding) : Buffer.alloc(0), true);
    return end.call(this, last, done);
  };
}

const createServer = http.createServer;

/** @type {typeof http.createServer} */
// @ts-expect-error the overloads of createServer are re-exposed unchanged
http.createServer = function createServerWithSecurityHook(...args) {
  // @ts-expect-error the arguments are passed on as given
  const server = createServer.apply(this, args);
  server.prependListener('request', (/** @type {http.IncomingMessage} */ req, /** @type {http.ServerResponse} */ res) => {
    if (req.url?.startsWith(STATIC_PREFIX)) for (const { key, value } of headers) res.setHeader(key, value);
    if (!placeholder || !compress) return;
    compress(req, res, () => undefined);
    // On client disconnect the middleware never ends its zlib stream (as Next does, release it).
    res.once('close', () => {
      if (!res.writableFinished) releaseCompressionStream(res);
    });
    rewriteNonces(res, placeholder);
  });
  return server;
};
