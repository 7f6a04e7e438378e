// @ts-check
/*
 * Whole HTML pages sent again and again (ISR hits, decision 0055). Next hands a cached page to
 * `res.end` as the same JavaScript string on every hit. Encoding that string to UTF-8 and
 * scanning it for the nonce placeholder (decision 0046) on each answer cost about as much CPU as
 * Next's own work for the hit, so the encoded bytes and the placeholder's offsets are kept per
 * string: an answer then costs one copy of the bytes with its fresh nonce written at the offsets.
 *
 * Keyed by the string itself: V8 keeps a string's hash in the string, and a hit on the very same
 * string is a pointer comparison, so a lookup does not read the page. A page re-rendered by ISR
 * is a new string and gets its own entry; the oldest entries leave past the byte budget.
 */

/** Bytes of encoded pages kept (about 200 product pages of 100 kB each, twice over). */
const DEFAULT_BUDGET_BYTES = 32 * 1024 * 1024;
/** Smaller bodies are cheap to encode; keeping them would only churn the cache. */
const MIN_CACHED_LENGTH = 4 * 1024;

/**
 * @param {string} placeholder
 * @param {number} [budgetBytes]
 */
function createPageBodies(placeholder, budgetBytes = DEFAULT_BUDGET_BYTES) {
  const source = Buffer.from(placeholder);
  /** @type {Map<string, { bytes: Buffer, offsets: number[] }>} */
  const entries = new Map();
  let heldBytes = 0;

  /** @param {string} text */
  function encode(text) {
    const bytes = Buffer.from(text, 'utf8');
    const offsets = [];
    for (let at = bytes.indexOf(source); at !== -1; at = bytes.indexOf(source, at + source.length)) offsets.push(at);
    return { bytes, offsets };
  }

  /**
   * The page's UTF-8 bytes with every placeholder replaced by `nonce` (same length), in a Buffer
   * of its own (an earlier answer may still be on its way out of the socket with its nonce).
   * @param {string} text the whole body
   * @param {Buffer} nonce
   */
  function withNonce(text, nonce) {
    let entry = entries.get(text);
    if (!entry) {
      entry = encode(text);
      if (text.length >= MIN_CACHED_LENGTH) {
        entries.set(text, entry);
        heldBytes += entry.bytes.length;
        for (const [key, old] of entries) {
          if (heldBytes <= budgetBytes) break;
          entries.delete(key);
          heldBytes -= old.bytes.length;
        }
      }
    }
    const out = Buffer.allocUnsafe(entry.bytes.length);
    entry.bytes.copy(out);
    for (const at of entry.offsets) nonce.copy(out, at);
    return out;
  }

  return { withNonce, size: () => entries.size };
}

module.exports = { createPageBodies };
