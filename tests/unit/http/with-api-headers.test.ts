import { PassThrough } from 'node:stream';
import type { NextApiRequest, NextApiResponse } from 'next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@/lib/contracts/endpoint';
import { withApi } from '@/server/http/with-api';

/* Node's HTTP parser refuses control characters in headers before a route runs, so no client
 * can send these over a socket; a proxy in front may still hand over decoded values, and the
 * wrapper holds decision 0028 for the headers it reads. Driven with stand-in req/res objects. */

const echo = defineEndpoint({ method: 'GET', path: '/v1/test/echo', summary: 't', tags: ['T'], auth: 'optional', response: z.object({ ok: z.boolean() }) });

async function call(headers: Record<string, string>): Promise<{ status: number; body: { status: number; data: { issues?: { path: string }[] } } }> {
  const req = Object.assign(new PassThrough(), { method: 'GET', url: '/api/v1/test/echo', headers, query: {} });
  req.end();
  let text = '';
  const res = {
    statusCode: 200,
    headersSent: false,
    writableEnded: false,
    setHeader: () => res,
    // The wrapper logs and measures each answer when it finishes; these stand-ins never do.
    once: () => res,
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    json(value: unknown) {
      text = JSON.stringify(value);
    },
    end(chunk?: string) {
      text = chunk ?? text;
    },
  };
  await withApi(echo, () => ({ ok: true }))(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return { status: res.statusCode, body: JSON.parse(text) as { status: number; data: { issues?: { path: string }[] } } };
}

describe('withApi and the request headers it reads', () => {
  it('answers a plain request', async () => {
    expect((await call({ location: 'fr-FR' })).status).toBe(200);
  });

  it('refuses a control character in the locale header with a 400 naming it', async () => {
    const answer = await call({ location: 'fr-FR\u0001' });
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe(0);
    expect(answer.body.data.issues?.map((issue) => issue.path)).toEqual(['headers.location']);
  });

  it('refuses a NUL in the Authorization or Idempotency-Key header', async () => {
    expect((await call({ authorization: 'Bearer abc\u0000' })).body.data.issues?.[0]?.path).toBe('headers.authorization');
    expect((await call({ 'idempotency-key': 'key-\u0000-12345' })).body.data.issues?.[0]?.path).toBe('headers.idempotency-key');
  });
});
