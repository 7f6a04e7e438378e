import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProviderCharges } from '@/server/db/schema/ordering/payments';
import { getPaymentProvider } from '@/server/ordering/payments/get-payment-provider';
import { TEST_CARDS } from '@/server/ordering/payments/test-provider/test-inputs';
import { createTestDatabase } from '@/tests/integration/setup/test-database';
import { paymentInput, validCard } from './support/payment-input';

/* The same idempotency key never charges twice; refunds never exceed what was captured. */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const provider = () => getPaymentProvider();
const cardPayment = (overrides: Parameters<typeof paymentInput>[3] = {}) => paymentInput(13, 0, { card: validCard(TEST_CARDS.SUCCESS) }, overrides);

async function chargesOf(orderCode: string): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(testProviderCharges).where(eq(testProviderCharges.merchantReference, orderCode));
  return row?.n ?? 0;
}

describe('idempotency', () => {
  it('makes one charge for 20 concurrent createPayment calls with one key, and answers each with it', async () => {
    const input = cardPayment({ saveCard: true });
    const results = await Promise.all(Array.from({ length: 20 }, () => provider().createPayment(input)));
    expect(new Set(results.map((result) => result.reference)).size).toBe(1);
    expect(results.every((result) => result.status === 'captured')).toBe(true);
    // Even the random saved-card token is the one the winning call stored.
    expect(new Set(results.map((result) => result.savedCard?.token)).size).toBe(1);
    expect(await chargesOf(input.orderCode)).toBe(1);
  });

  it('keeps a redirect payment pending its step when the same key comes again', async () => {
    const input = paymentInput(5, 1, {});
    const first = await provider().createPayment(input);
    await provider().completeAction(first.reference, 'approve');
    expect(await provider().createPayment(input)).toMatchObject({ reference: first.reference, status: 'captured' });
  });

  it('refuses the same key for a different payment (409)', async () => {
    const input = cardPayment();
    await provider().createPayment(input);
    await expect(provider().createPayment({ ...input, amount: input.amount + 1 })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await chargesOf(input.orderCode)).toBe(1);
  });

  it('lists every charge made for an order code, oldest first (reconciliation)', async () => {
    const orderCode = `DH-RECON-${randomUUID().slice(0, 8)}`;
    const declined = await provider().createPayment(paymentInput(13, 0, { card: validCard(TEST_CARDS.DECLINED) }, { orderCode }));
    const paid = await provider().createPayment(cardPayment({ orderCode }));
    const listed = await provider().listByOrderCode(orderCode);
    expect(listed.map((result) => [result.reference, result.status])).toEqual([
      [declined.reference, 'failed'],
      [paid.reference, 'captured'],
    ]);
    expect(listed[1]).toMatchObject({ amount: 129_900, currency: 'USD', methodId: 13, orderCode });
    expect(await provider().listByOrderCode('DH-NEVER')).toEqual([]);
  });
});

describe('refunds', () => {
  it('refunds in parts up to what was captured, then refuses more (422)', async () => {
    const paid = await provider().createPayment(cardPayment({ amount: 10_000 }));
    expect(await provider().refund(paid.reference, 3_000, randomUUID())).toMatchObject({ status: 'partially_refunded', refundedAmount: 3_000 });
    await expect(provider().refund(paid.reference, 7_001, randomUUID())).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
    expect(await provider().refund(paid.reference, 7_000, randomUUID())).toMatchObject({ status: 'refunded', refundedAmount: 10_000, capturedAmount: 10_000 });
    await expect(provider().refund(paid.reference, 1, randomUUID())).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refunds in full in one go', async () => {
    const paid = await provider().createPayment(cardPayment({ amount: 10_000 }));
    expect(await provider().refund(paid.reference, 10_000, randomUUID())).toMatchObject({ status: 'refunded', refundedAmount: 10_000 });
  });

  it('applies a refund retried with its key once, even when the retries race', async () => {
    const paid = await provider().createPayment(cardPayment({ amount: 10_000 }));
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => provider().refund(paid.reference, 4_000, key)));
    expect(results.every((result) => result.refundedAmount === 4_000)).toBe(true);
    expect((await provider().retrieve(paid.reference))?.refundedAmount).toBe(4_000);
    await expect(provider().refund(paid.reference, 5_000, key)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('never lets racing refunds with different keys exceed the capture', async () => {
    const paid = await provider().createPayment(cardPayment({ amount: 10_000 }));
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => provider().refund(paid.reference, 3_000, randomUUID())));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect((await provider().retrieve(paid.reference))?.refundedAmount).toBe(9_000);
  });

  it('refuses to refund a payment that took no money (409)', async () => {
    const pending = await provider().createPayment(paymentInput(21, 3, {}));
    await expect(provider().refund(pending.reference, 100, randomUUID())).rejects.toMatchObject({ code: 'CONFLICT' });
    const declined = await provider().createPayment(paymentInput(13, 0, { card: validCard(TEST_CARDS.DECLINED) }));
    await expect(provider().refund(declined.reference, 100, randomUUID())).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
