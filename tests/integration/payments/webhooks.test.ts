import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAppError } from '@/server/http/app-error';
import { getPaymentProvider } from '@/server/ordering/payments/get-payment-provider';
import type { PaymentEvent } from '@/server/ordering/payments/payment-provider';
import { buildTestEvent, deliverTestWebhook, TEST_WEBHOOK_PATH } from '@/server/ordering/payments/test-provider/test-events';
import { signTestWebhook, WEBHOOK_SIGNATURE_HEADER } from '@/server/ordering/payments/test-provider/webhook-signature';
import { testWebhookSecret } from '@/server/ordering/payments/test-provider/webhook-secret';

/* The provider's parseWebhook with the configured secret, and deliveries over HTTP. */

const SECRET = 'integration-webhook-secret';
afterEach(() => vi.unstubAllEnvs());

const event = buildTestEvent({ type: 'payment.succeeded', reference: 'tp_webhook', sequence: 2, amount: 5_000, data: { order_code: 'DH-1' } });
const body = JSON.stringify(event);
const nowSec = () => Math.floor(Date.now() / 1000);

function statusOf(run: () => unknown): number {
  try {
    run();
  } catch (error) {
    if (isAppError(error)) return error.httpStatus;
    throw error;
  }
  return 200;
}

describe('parseWebhook with PAYMENT_WEBHOOK_SECRET', () => {
  const parse = (raw: string, signature: string) => getPaymentProvider().parseWebhook(raw, { 'x-deskhaus-signature': signature });

  it('accepts a good signature', () => {
    vi.stubEnv('PAYMENT_WEBHOOK_SECRET', SECRET);
    expect(parse(body, signTestWebhook(body, SECRET, nowSec()))).toEqual(event);
  });

  it('refuses a bad signature, a stale one and a tampered body with 401', () => {
    vi.stubEnv('PAYMENT_WEBHOOK_SECRET', SECRET);
    expect(statusOf(() => parse(body, signTestWebhook(body, 'wrong-secret', nowSec())))).toBe(401);
    expect(statusOf(() => parse(body, signTestWebhook(body, SECRET, nowSec() - 6 * 60)))).toBe(401);
    expect(statusOf(() => parse(body.replace('"amount":5000', '"amount":1'), signTestWebhook(body, SECRET, nowSec())))).toBe(401);
  });

  it('refuses a signed body that is not an event with 400', () => {
    vi.stubEnv('PAYMENT_WEBHOOK_SECRET', SECRET);
    const raw = '{"eventId":"x"}';
    expect(statusOf(() => parse(raw, signTestWebhook(raw, SECRET, nowSec())))).toBe(400);
  });

  it("falls back to the store's webhook signing secret, generated when unset", () => {
    vi.stubEnv('PAYMENT_WEBHOOK_SECRET', '');
    vi.stubEnv('WEBHOOK_SIGNING_SECRET', 'per-machine-secret');
    expect(parse(body, signTestWebhook(body, 'per-machine-secret', nowSec())).eventId).toBe(event.eventId);
    vi.stubEnv('WEBHOOK_SIGNING_SECRET', '');
    const generated = testWebhookSecret();
    expect(generated.length).toBeGreaterThanOrEqual(32);
    expect(testWebhookSecret()).toBe(generated);
    expect(parse(body, signTestWebhook(body, generated, nowSec())).eventId).toBe(event.eventId);
  });
});

describe('deliverTestWebhook', () => {
  it('POSTs the signed event to the store, which can verify it', async () => {
    vi.stubEnv('PAYMENT_WEBHOOK_SECRET', SECRET);
    const received: { path: string | undefined; event: PaymentEvent }[] = [];
    const server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({ path: req.url, event: getPaymentProvider().parseWebhook(raw, req.headers) });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const delivery = await deliverTestWebhook(event, `http://127.0.0.1:${port}`);
      expect(delivery).toEqual({ eventId: event.eventId, type: 'payment.succeeded', sequence: 2, httpStatus: 200 });
      expect(received).toEqual([{ path: TEST_WEBHOOK_PATH, event }]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('reports an unreachable store as status 0 instead of throwing', async () => {
    const delivery = await deliverTestWebhook(event, 'http://127.0.0.1:9', { secret: SECRET, timeoutMs: 2_000 });
    expect(delivery.httpStatus).toBe(0);
  });

  it('names the header X-Deskhaus-Signature', () => {
    expect(WEBHOOK_SIGNATURE_HEADER).toBe('X-Deskhaus-Signature');
  });
});
