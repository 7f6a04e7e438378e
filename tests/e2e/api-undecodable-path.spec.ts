import http from 'node:http';
import { expect, test } from './support/test';

/*
 * Decision 0028: a path Next cannot percent-decode is refused by Next itself, before any route,
 * and the integration harness only imitates Next's router. Against the production server, such a
 * path under /api answers the API's JSON envelope (not Next's HTML 400 page), and a store page
 * keeps the HTML page. Sent with node:http, which puts the path on the wire as written (a browser
 * or fetch would normalise it first).
 */

interface RawAnswer {
  status: number;
  contentType: string;
  body: string;
}

function rawRequest(baseURL: string, method: string, path: string): Promise<RawAnswer> {
  const origin = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: origin.hostname, port: origin.port, method, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const UNDECODABLE_API_PATHS: [method: string, path: string][] = [
  ['GET', '/api/v1/catalog/products/%ED%A0%80'],
  ['GET', '/api/v1/payments/%E0%A4%A'],
  ['DELETE', '/api/v1/cart/items/%'],
  ['POST', '/api/v1/orders/%C0%80/cancel'],
  ['GET', '/api/v1/%ZZ'],
];

test.describe('an /api path that is not percent-encoded UTF-8', () => {
  for (const [method, path] of UNDECODABLE_API_PATHS) {
    test(`${method} ${path} answers the 400 envelope`, async ({ baseURL }) => {
      const answer = await rawRequest(baseURL ?? '', method, path);
      expect(answer.status).toBe(400);
      expect(answer.contentType).toMatch(/^application\/json/);
      const envelope = JSON.parse(answer.body) as { status: number; data: { code: string }; message: string };
      expect(envelope).toMatchObject({ status: 0, data: { code: 'BAD_REQUEST' } });
      expect(envelope.message.length).toBeGreaterThan(0);
    });
  }

  test('a store page with such a path keeps the HTML 400 page', async ({ baseURL }) => {
    const answer = await rawRequest(baseURL ?? '', 'GET', '/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(answer.contentType).toMatch(/^text\/html/);
  });
});
