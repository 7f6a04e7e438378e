import type { NextApiRequest, NextApiResponse } from 'next';
import type { GetServerSidePropsContext } from 'next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getServerSideProps } from '@/pages/dev/payments';
import { isAppError } from '@/server/http/app-error';
import { getPaymentProvider } from '@/server/ordering/payments/get-payment-provider';
import type { PaymentEvent } from '@/server/ordering/payments/payment-provider';
import { devSettleResultSchema } from '@/lib/contracts/ordering/payments-schemas';
import { callApi } from '@/tests/integration/api/support/call-api';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { startApiServer, type ApiServer } from '@/tests/integration/setup/api-harness';
import { createTestDatabase } from '@/tests/integration/setup/test-database';
import { paymentInput } from './support/payment-input';
import { issueDevToolsToken } from '@/server/accounts/operators/issue-dev-tools-token';

/*
 * POST /v1/dev/payments/{reference}/settle plays the gateway and delivers signed webhooks to the
 * same server; it and /dev/payments are dev tools (decision 0038): open under next dev, absent
 * from a production build unless DEV_TOOLS=1, and then for operators only.
 * The webhook route belongs to the checkout; a stand-in here verifies and records what arrives.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let api: ApiServer;
const received: PaymentEvent[] = [];

async function stubWebhookRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  let raw = '';
  for await (const chunk of req) raw += (chunk as Buffer).toString('utf8');
  try {
    received.push(getPaymentProvider().parseWebhook(raw, req.headers));
    res.status(200).json({ status: 1 });
  } catch (error) {
    res.status(isAppError(error) ? error.httpStatus : 500).json({ status: 0 });
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startApiServer({
    '/api/v1/dev/payments/[reference]/settle': await import('@/pages/api/v1/dev/payments/[reference]/settle'),
    '/api/v1/payments/webhooks/test': { default: stubWebhookRoute, config: { api: { bodyParser: false } } },
  });
});
afterAll(async () => {
  await api?.close();
  await database?.drop();
});
afterEach(() => {
  vi.unstubAllEnvs();
  received.length = 0;
});

const settle = (reference: string, outcome: string, headers: Record<string, string> = {}) =>
  callApi(`${api.url}/api/v1/dev/payments/${reference}/settle`, { method: 'POST', body: { outcome }, headers });

function pageContext(tokenCookie?: string): GetServerSidePropsContext {
  return { query: {}, locale: 'fr-FR', req: { headers: {}, cookies: tokenCookie ? { token: tokenCookie } : {} }, res: { setHeader: () => undefined } } as unknown as GetServerSidePropsContext;
}

describe('the dev settle endpoint', () => {
  it('settles a pending crypto payment and delivers its signed events in sequence to this server', async () => {
    const created = await getPaymentProvider().createPayment(paymentInput(23, 5, { cryptoAsset: 'USDC' }));
    const result = devSettleResultSchema.parse(expectSuccessData(await settle(created.reference, 'succeed')));
    expect(result.status).toBe('captured');
    expect(result.deliveries.map((delivery) => [delivery.type, delivery.sequence, delivery.http_status])).toEqual([
      ['payment.confirmation', 1, 200],
      ['payment.confirmation', 2, 200],
      ['payment.confirmation', 3, 200],
      ['payment.succeeded', 4, 200],
    ]);
    expect(received.map((event) => [event.type, event.reference, event.data.confirmations])).toEqual([
      ['payment.confirmation', created.reference, 1],
      ['payment.confirmation', created.reference, 6],
      ['payment.confirmation', created.reference, 12],
      ['payment.succeeded', created.reference, 12],
    ]);
  });

  it('fails an ACH debit and expires a wire transfer', async () => {
    const achPayment = await getPaymentProvider().createPayment(paymentInput(17, 2, { bankAccount: { accountNumber: '000123456789', routingNumber: '110000000', holder: 'A' } }));
    expect(devSettleResultSchema.parse(expectSuccessData(await settle(achPayment.reference, 'fail'))).status).toBe('failed');
    const wire = await getPaymentProvider().createPayment(paymentInput(21, 3, {}));
    expect(devSettleResultSchema.parse(expectSuccessData(await settle(wire.reference, 'expire'))).status).toBe('expired');
    expect(received.map((event) => event.type)).toEqual(['payment.failed', 'payment.expired']);
  });

  it('answers 409 for a payment that is no longer pending, 404 for an unknown one, 400 for another outcome', async () => {
    const paid = await getPaymentProvider().createPayment(paymentInput(18, 0, { walletToken: 'tok_applepay_success' }));
    expectErrorEnvelope(await settle(paid.reference, 'succeed'), 409, 'CONFLICT');
    expectErrorEnvelope(await settle('tp_unknown', 'succeed'), 404, 'NOT_FOUND');
    expectErrorEnvelope(await settle(paid.reference, 'refund'), 400);
    expect(received).toEqual([]);
  });

  it('is a 404 in production without DEV_TOOLS=1, even for an operator, and settles nothing', async () => {
    const wire = await getPaymentProvider().createPayment(paymentInput(21, 3, {}));
    const operator = await issueDevToolsToken(database.db, 'settle-ops@example.test');
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('DEV_TOOLS', '');
    vi.stubEnv('DEV_MAILBOX', '1');
    expectErrorEnvelope(await settle(wire.reference, 'succeed'), 404, 'NOT_FOUND');
    expectErrorEnvelope(await settle(wire.reference, 'succeed', { authorization: `Bearer ${operator}` }), 404, 'NOT_FOUND');
    expect((await getPaymentProvider().retrieve(wire.reference))?.status).toBe('pending');
    expect(received).toEqual([]);
  });

  it('with DEV_TOOLS=1 in production, refuses a caller without an operator token (no payment marked paid) and settles for an operator', async () => {
    const wire = await getPaymentProvider().createPayment(paymentInput(21, 3, {}));
    const operator = await issueDevToolsToken(database.db, 'settle-ops2@example.test');
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('DEV_TOOLS', '1');
    expectErrorEnvelope(await settle(wire.reference, 'succeed'), 404, 'NOT_FOUND');
    expect((await getPaymentProvider().retrieve(wire.reference))?.status).toBe('pending');
    expect(devSettleResultSchema.parse(expectSuccessData(await settle(wire.reference, 'succeed', { 'x-dev-tools-token': operator }))).status).toBe('captured');
  });
});

describe('the /dev/payments console', () => {
  it('lists pending payments, newest first, with its translations', async () => {
    const older = await getPaymentProvider().createPayment(paymentInput(21, 3, {}));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const newer = await getPaymentProvider().createPayment(paymentInput(22, 4, {}));
    await getPaymentProvider().createPayment(paymentInput(18, 0, { walletToken: 'tok_applepay_success' }));
    const result = await getServerSideProps(pageContext());
    const props = (result as { props: { charges: { reference: string; kind: string; asset: string | null }[]; _nextI18Next?: unknown } }).props;
    const listed = props.charges.filter((charge) => charge.reference === older.reference || charge.reference === newer.reference);
    expect(listed.map((charge) => [charge.reference, charge.kind, charge.asset])).toEqual([
      [newer.reference, 'crypto', 'SOL'],
      [older.reference, 'wire', null],
    ]);
    expect(props.charges.every((charge) => charge.kind !== 'other')).toBe(true);
    expect(props._nextI18Next).toBeDefined();
  });

  it('is not found in production, and with DEV_TOOLS=1 only for a signed-in operator', async () => {
    const operator = await issueDevToolsToken(database.db, 'console-ops@example.test');
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('DEV_TOOLS', '');
    expect(await getServerSideProps(pageContext(operator))).toEqual({ notFound: true });
    vi.stubEnv('DEV_TOOLS', '1');
    expect(await getServerSideProps(pageContext())).toEqual({ notFound: true });
    expect(await getServerSideProps(pageContext(operator))).toHaveProperty('props');
  });
});
