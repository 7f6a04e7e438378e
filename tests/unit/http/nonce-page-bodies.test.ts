import { describe, expect, it } from 'vitest';
import { createPageBodies } from '@/server/http/nonce-page-bodies.js';

/* Decision 0055: a cached page's bytes are encoded once; every answer still gets its own nonce. */

const PLACEHOLDER = 'PLACEHOLDERplaceholder12';
const page = `<html><head><script nonce="${PLACEHOLDER}">boot()</script></head><body>${'<p>desk — chaise ’</p>'.repeat(400)}<script nonce="${PLACEHOLDER}">go()</script></body></html>`;

describe('page bodies with a nonce', () => {
  it('writes the nonce over every placeholder and keeps every other byte', () => {
    const bodies = createPageBodies(PLACEHOLDER);
    const nonce = 'NONCEnonceNONCEnonce1234';
    const out = bodies.withNonce(page, Buffer.from(nonce));
    expect(out.toString('utf8')).toBe(page.split(PLACEHOLDER).join(nonce));
  });

  it('serves the same string again from its cached bytes, in a new buffer with the new nonce', () => {
    const bodies = createPageBodies(PLACEHOLDER);
    const first = bodies.withNonce(page, Buffer.from('A'.repeat(24)));
    const second = bodies.withNonce(page, Buffer.from('B'.repeat(24)));
    expect(bodies.size()).toBe(1);
    // The first answer may still be on its way out: the second must not write into its bytes.
    expect(first.toString()).toContain(`nonce="${'A'.repeat(24)}"`);
    expect(first.toString()).not.toContain('B'.repeat(24));
    expect(second.toString()).toContain(`nonce="${'B'.repeat(24)}"`);
    expect(second.toString()).not.toContain(PLACEHOLDER);
  });

  it('keeps no more than its byte budget, dropping the oldest page first', () => {
    const bodies = createPageBodies(PLACEHOLDER, 3 * Buffer.byteLength(page));
    const pages = ['a', 'b', 'c', 'd'].map((mark) => `${page}<!--${mark}-->`);
    for (const text of pages) bodies.withNonce(text, Buffer.from('C'.repeat(24)));
    expect(bodies.size()).toBe(2);
    expect(bodies.withNonce(pages[0] ?? '', Buffer.from('D'.repeat(24))).toString()).toBe((pages[0] ?? '').split(PLACEHOLDER).join('D'.repeat(24)));
  });
});
