import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/* next start serves /_next/static/* before its headers() rules: the preloaded hook adds them. */

let server: http.Server;
let base: string;

beforeAll(async () => {
  await import('@/server/runtime/response-security-hook.js');
  server = http.createServer((_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the static security headers hook (decision 0038)', () => {
  it('puts nosniff, the CSP and the other security headers on /_next/static answers, keeping their own headers', async () => {
    const answer = await fetch(`${base}/_next/static/chunks/app.js`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('leaves every other path to next.config.js headers()', async () => {
    const answer = await fetch(`${base}/en-US/desks`);
    expect(answer.headers.get('x-content-type-options')).toBeNull();
  });
});
