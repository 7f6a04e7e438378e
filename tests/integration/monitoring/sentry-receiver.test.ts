import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * Issue 23 item 5: with SENTRY_DSN pointing at a local HTTP receiver, a thrown server error and
 * the trace of its request arrive there as Sentry envelopes. The server side runs in a child
 * process (support/sentry-server-fixture.ts): Sentry's instrumentation patches the process.
 */

interface StreamedSpan {
  name: string;
  trace_id: string;
  is_segment?: boolean;
}

interface Envelope {
  header: Record<string, unknown>;
  items: { type: string; payload: Record<string, unknown> }[];
}

function parseEnvelope(text: string): Envelope {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const header = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
  const items: Envelope['items'] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const itemHeader = JSON.parse(lines[index] ?? '{}') as { type: string };
    items.push({ type: itemHeader.type, payload: JSON.parse(lines[index + 1] ?? '{}') as Record<string, unknown> });
  }
  return { header, items };
}

const received: { url: string; envelope: Envelope }[] = [];
let receiver: http.Server;
let port = 0;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ url: req.url ?? '', envelope: parseEnvelope(body) });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

describe('Sentry on the server (SENTRY_DSN)', () => {
  it('sends a thrown API error, tagged with its request id, and the trace of the request to the DSN', async () => {
    const fixture = path.join(__dirname, 'support/sentry-server-fixture.ts');
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', fixture], {
      env: { ...process.env, SENTRY_DSN: `http://publickey@127.0.0.1:${port}/42`, NODE_ENV: 'test' },
      timeout: 120_000,
    });
    const answer = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { status: number; requestId: string };
    expect(answer.status).toBe(500);

    expect(received.every(({ url }) => url.startsWith('/api/42/envelope/'))).toBe(true);
    const items = received.flatMap(({ envelope }) => envelope.items);
    const error = items.find((item) => item.type === 'event')?.payload as
      | { exception?: { values?: { value?: string }[] }; tags?: Record<string, string> }
      | undefined;
    expect(error?.exception?.values?.[0]?.value).toBe('The desk configurator fell over');
    expect(error?.tags).toMatchObject({ request_id: answer.requestId, route: '/v1/test/monitored-failure' });

    // Sentry 11 streams spans (`span` items, version 2) instead of transaction events.
    const spans = items.filter((item) => item.type === 'span').flatMap((item) => (item.payload as { items?: StreamedSpan[] }).items ?? []);
    const requestSpan = spans.find((span) => span.name === 'POST /v1/test/monitored-failure');
    expect(requestSpan?.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(requestSpan?.is_segment).toBe(true);
    // The error belongs to that trace.
    expect((error as { contexts?: { trace?: { trace_id?: string } } } | undefined)?.contexts?.trace?.trace_id).toBe(requestSpan?.trace_id);
  });
});
