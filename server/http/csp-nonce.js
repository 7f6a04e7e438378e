// @ts-check
/*
 * Script nonces for the Content-Security-Policy (issue 21 item 3, decision 0046). Plain JS: the
 * preloaded server hook, next.config.js and pages/_document all read it.
 *
 * Pages are rendered once and cached (ISR), so a nonce cannot be chosen while rendering. The
 * build picks a secret placeholder (`npm run build` writes it to <distDir>/csp-nonce-placeholder);
 * pages carry it as their scripts' nonce and the CSP names it; the server hook replaces it, in the
 * header and in the HTML, with a fresh random nonce on every answer. The placeholder itself never
 * leaves the server, so a script injected into a page cannot guess the nonce.
 */
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const PLACEHOLDER_ENV = 'DH_CSP_NONCE_PLACEHOLDER';
const PLACEHOLDER_FILE = 'csp-nonce-placeholder';
/* 18 random bytes: 24 base64url characters, for the placeholder and every nonce alike, so the
 * replacement keeps the answer's length (and Content-Length) as it was. */
const NONCE_BYTES = 18;

function newNonce() {
  return randomBytes(NONCE_BYTES).toString('base64url');
}

/** The placeholder this server's build uses, or undefined (development, or a build without one). */
function noncePlaceholder() {
  const value = process.env[PLACEHOLDER_ENV];
  return value && /^[A-Za-z0-9_-]{24}$/.test(value) ? value : undefined;
}

function placeholderFile(root = process.cwd()) {
  return path.join(root, process.env.NEXT_DIST_DIR || '.next', PLACEHOLDER_FILE);
}

/** Reads the build's placeholder into the environment (the server hook, at start). */
function loadNoncePlaceholder(root = process.cwd()) {
  if (noncePlaceholder()) return noncePlaceholder();
  try {
    process.env[PLACEHOLDER_ENV] = fs.readFileSync(placeholderFile(root), 'utf8').trim();
  } catch {
    return undefined;
  }
  return noncePlaceholder();
}

/**
 * Replaces every `from` in a stream of byte chunks with `to` (same length). Each call takes the
 * next chunk and returns what may be sent; the last bytes that could start a `from` cut in two
 * are held back until the next chunk, or until `final`.
 * @param {string} from
 * @param {string} to
 */
function createReplacer(from, to) {
  const source = Buffer.from(from);
  const target = Buffer.from(to);
  if (source.length !== target.length) throw new Error('The nonce and its placeholder must have one length');
  let carry = Buffer.alloc(0);
  /** @param {Buffer} chunk @param {boolean} final */
  return (chunk, final) => {
    const bytes = carry.length > 0 ? Buffer.concat([carry, chunk]) : Buffer.from(chunk);
    for (let at = bytes.indexOf(source); at !== -1; at = bytes.indexOf(source, at + source.length)) target.copy(bytes, at);
    const keep = final ? 0 : Math.min(source.length - 1, bytes.length);
    carry = Buffer.from(bytes.subarray(bytes.length - keep));
    return bytes.subarray(0, bytes.length - keep);
  };
}

module.exports = { PLACEHOLDER_ENV, PLACEHOLDER_FILE, newNonce, noncePlaceholder, placeholderFile, loadNoncePlaceholder, createReplacer };
