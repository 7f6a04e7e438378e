import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReplacer } from '@/server/http/csp-nonce.js';

/* Decision 0046: the build's nonce placeholder becomes a fresh nonce in every answer's CSP and HTML. */

const PLACEHOLDER = 'PLACEHOLDERplaceholder12';
let server: http.Server;
let base: string;

beforeAll(async () => {
  process.env.DH_CSP_NONCE_PLACEHOLDER = PLACEHOLDER;
  await import('@/server/runtime/response-security-hook.js');
  server = http.createServer((req, res) => {
    res.setHeader('Content-Security-Policy', `default-src 'self'; script-src 'self' 'nonce-${PLACEHOLDER}'`);
    if (req.url === '/cached') {
      // An ISR hit: Next sends the cached page whole, as one string in res.end.
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(`<html><head><script nonce="${PLACEHOLDER}">boot()</script></head><body>${'<p>desk ’</p>'.repeat(600)}<script nonce="${PLACEHOLDER}">go()</script></body></html>`);
      return;
    }
    if (req.url === '/api/thing') {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ text: PLACEHOLDER }));
      return;
    }
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // The placeholder cut in two between writes, and a page long enough to be compressed.
    const page = `<html><head><script nonce="${PLACEHOLDER}">boot()</script></head><body>${'<p>desk</p>'.repeat(400)}<script nonce="${PLACEHOLDER}">go()</script></body></html>`;
    const cut = page.indexOf(PLACEHOLDER) + 7;
    res.write(page.slice(0, cut));
    res.end(page.slice(cut));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.DH_CSP_NONCE_PLACEHOLDER;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const nonceOfHeader = (csp: string | null) => /'nonce-([A-Za-z0-9_-]+)'/.exec(csp ?? '')?.[1];

describe('script nonces per answer', () => {
  it('writes one fresh nonce into the CSP and into every script of the HTML, never the placeholder', async () => {
    const first = await fetch(`${base}/en-US/desks`);
    const html = await first.text();
    const nonce = nonceOfHeader(first.headers.get('content-security-policy'));
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(html).not.toContain(PLACEHOLDER);
    expect(html.match(new RegExp(`nonce="${nonce}"`, 'g'))).toHaveLength(2);

    const second = await fetch(`${base}/en-US/desks`);
    expect(nonceOfHeader(second.headers.get('content-security-policy'))).not.toBe(nonce);
  });

  it('compresses the rewritten page for a browser that accepts gzip', async () => {
    const answer = await fetch(`${base}/en-US/desks`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    const nonce = nonceOfHeader(answer.headers.get('content-security-policy'));
    expect(await answer.text()).toContain(`<script nonce="${nonce}">boot()</script>`);
  });

  it('gives a cached page sent whole a fresh nonce on every answer, compressed or not', async () => {
    const answers = await Promise.all([fetch(`${base}/cached`), fetch(`${base}/cached`), fetch(`${base}/cached`, { headers: { 'accept-encoding': 'gzip' } })]);
    const nonces = new Set<string | undefined>();
    for (const answer of answers) {
      const nonce = nonceOfHeader(answer.headers.get('content-security-policy'));
      const html = await answer.text();
      expect(html).not.toContain(PLACEHOLDER);
      expect(html.match(new RegExp(`nonce="${nonce}"`, 'g'))).toHaveLength(2);
      expect(html).toContain('<p>desk ’</p>');
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
    expect(answers[2]?.headers.get('content-encoding')).toBe('gzip');
  });

  it('leaves the body of an answer that is not HTML as it is', async () => {
    const answer = await fetch(`${base}/api/thing`);
    expect(await answer.json()).toEqual({ text: PLACEHOLDER });
  });
});

describe('the placeholder replacer', () => {
  it('replaces the placeholder wherever the chunks cut it, keeping every byte else', () => {
    const replace = createReplacer('abcdef', 'UVWXYZ');
    const chunks = ['xxab', 'cdefyyabc', 'de', 'f', 'zz'].map((text) => Buffer.from(text));
    const out = chunks.map((chunk, index) => replace(chunk, index === chunks.length - 1).toString()).join('');
    expect(out).toBe('xxUVWXYZyyUVWXYZzz');
  });
});
