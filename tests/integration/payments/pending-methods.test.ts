import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD } from '@/lib/constants/payment-methods';
import { PAYMENT_OPTION } from '@/lib/constants/payment-options';
import { getPaymentProvider } from '@/server/ordering/payments/get-payment-provider';
import { settleTestPayment } from '@/server/ordering/payments/test-provider/settle-test-payment';
import { createTestDatabase } from '@/tests/integration/setup/test-database';
import { paymentInput } from './support/payment-input';

/* ACH, wire and crypto wait as pending until the gateway settles them (and says so by webhook). */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const provider = () => getPaymentProvider();
const ach = (accountNumber: string, routingNumber = '110000000') =>
  paymentInput(PAYMENT_METHOD.ACH, PAYMENT_OPTION.ACH, { bankAccount: { accountNumber, routingNumber, holder: 'Ada Lovelace' } });

describe('ACH (method 17, option 2, USD)', () => {
  it('waits as pending with debit instructions, then settles by a payment.succeeded event', async () => {
    const created = await provider().createPayment(ach('000123456789'));
    expect(created).toMatchObject({
      status: 'pending',
      capturedAmount: 0,
      displayLabel: 'ACH •••• 6789',
      nextAction: { type: 'ach_debit', account_last4: '6789', expected_settlement_days: 3 },
    });
    const { payment, events } = await settleTestPayment(created.reference, 'succeed');
    expect(payment).toMatchObject({ status: 'captured', capturedAmount: 129_900 });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'payment.succeeded', reference: created.reference, sequence: 1, amount: 129_900, eventId: `evt_${created.reference}_1` });
    expect(events[0]?.data).toMatchObject({ order_code: created.orderCode, status: 'captured' });
  });

  it('bounces account 000111111116 at settlement', async () => {
    const created = await provider().createPayment(ach('000111111116'));
    expect(created.status).toBe('pending');
    const { payment, events } = await settleTestPayment(created.reference, 'succeed');
    expect(payment).toMatchObject({ status: 'failed', failureCode: 'bank_debit_failed', capturedAmount: 0 });
    expect(events.map((event) => event.type)).toEqual(['payment.failed']);
  });

  it('fails another routing number or an account of the wrong length at once', async () => {
    expect(await provider().createPayment(ach('000123456789', '021000021'))).toMatchObject({ status: 'failed', failureCode: 'invalid_bank_account' });
    expect(await provider().createPayment(ach('123'))).toMatchObject({ status: 'failed', failureCode: 'invalid_bank_account' });
    expect(await provider().createPayment(ach('123456789012345678'))).toMatchObject({ status: 'failed', failureCode: 'invalid_bank_account' });
    expect((await provider().createPayment(ach('1234'))).status).toBe('pending');
  });

  it('refuses a currency other than USD (422)', async () => {
    await expect(provider().createPayment({ ...ach('000123456789'), currency: 'CAD' })).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
  });
});

describe('wire (method 21, option 3)', () => {
  it('waits as pending with the same bank details every time and the order code as reference', async () => {
    const first = await provider().createPayment(paymentInput(PAYMENT_METHOD.WIRE, PAYMENT_OPTION.WIRE, {}, { currency: 'EUR', amount: 250_000 }));
    const second = await provider().createPayment(paymentInput(PAYMENT_METHOD.WIRE, PAYMENT_OPTION.WIRE, {}, { currency: 'EUR', amount: 250_000 }));
    expect(first).toMatchObject({
      status: 'pending',
      nextAction: { type: 'bank_transfer', bank_name: 'Deskhaus Test Bank', iban: 'GB33BUKB20201555555555', swift: 'DHTBUS33', reference: first.orderCode, amount: 250_000, currency: 'EUR' },
    });
    const { reference: _a, ...firstBank } = first.nextAction as Record<string, unknown>;
    const { reference: _b, ...secondBank } = second.nextAction as Record<string, unknown>;
    expect(firstBank).toEqual(secondBank);
    expect(first.expiresAt?.getTime()).toBeGreaterThan(Date.now());
  });

  it('settles, fails or expires through the gateway', async () => {
    const wire = () => provider().createPayment(paymentInput(21, 3, {}));
    expect((await settleTestPayment((await wire()).reference, 'succeed')).payment.status).toBe('captured');
    expect((await settleTestPayment((await wire()).reference, 'fail')).events.map((event) => event.type)).toEqual(['payment.failed']);
    const expired = await settleTestPayment((await wire()).reference, 'expire');
    expect(expired.payment).toMatchObject({ status: 'expired', failureCode: 'payment_expired' });
    expect(expired.events.map((event) => event.type)).toEqual(['payment.expired']);
  });

  it('settles a payment once: a second settlement is refused (409) and changes nothing', async () => {
    const created = await provider().createPayment(paymentInput(21, 3, {}));
    await settleTestPayment(created.reference, 'succeed');
    await expect(settleTestPayment(created.reference, 'fail')).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await provider().retrieve(created.reference))?.status).toBe('captured');
    await expect(settleTestPayment('tp_nope', 'succeed')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('crypto', () => {
  it.each([
    [PAYMENT_METHOD.CRYPTO, PAYMENT_OPTION.CRYPTO, 'ETH', 'ethereum', '0.43300000', 12],
    [PAYMENT_METHOD.CRYPTO, PAYMENT_OPTION.CRYPTO, 'USDC', 'ethereum', '1299.000000', 12],
    [PAYMENT_METHOD.ETH, PAYMENT_OPTION.CRYPTO, 'ETH', 'ethereum', '0.43300000', 12],
    [PAYMENT_METHOD.SOLANA, PAYMENT_OPTION.SOLANA, 'SOL', 'solana', '8.660000000', 32],
  ])('method %i option %i quotes %s on %s with an address, an expiry and the confirmations needed', async (methodId, option, asset, network, amount, confirmations) => {
    const before = Date.now();
    const created = await provider().createPayment(paymentInput(methodId, option, { cryptoAsset: asset }));
    expect(created).toMatchObject({
      status: 'pending',
      capturedAmount: 0,
      nextAction: { type: 'crypto', asset, network, amount, confirmations_required: confirmations, confirmations: 0 },
    });
    const action = created.nextAction as { address: string; expires_at: string };
    expect(action.address).toMatch(network === 'solana' ? /^[1-9A-HJ-NP-Za-km-z]{32,44}$/ : /^0x[0-9a-f]{40}$/);
    const expiresIn = Date.parse(action.expires_at) - before;
    expect(expiresIn).toBeGreaterThanOrEqual(30 * 60_000 - 1_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000 + 60_000);
    // The quote reads the same later (the address comes from the reference).
    expect((await provider().retrieve(created.reference))?.nextAction).toEqual(created.nextAction);
  });

  it('settles with confirmation events rising to the required count, then payment.succeeded, in sequence', async () => {
    const created = await provider().createPayment(paymentInput(PAYMENT_METHOD.SOLANA, PAYMENT_OPTION.SOLANA, {}));
    const { payment, events } = await settleTestPayment(created.reference, 'succeed');
    expect(payment.status).toBe('captured');
    expect(events.map((event) => event.type)).toEqual(['payment.confirmation', 'payment.confirmation', 'payment.confirmation', 'payment.succeeded']);
    expect(events.map((event) => event.sequence)).toEqual([1, 2, 3, 4]);
    expect(events.slice(0, 3).map((event) => event.data.confirmations)).toEqual([1, 16, 32]);
    expect(new Set(events.map((event) => event.eventId)).size).toBe(4);
  });

  it('expires an unpaid quote', async () => {
    const created = await provider().createPayment(paymentInput(PAYMENT_METHOD.ETH, PAYMENT_OPTION.CRYPTO, {}));
    const { payment, events } = await settleTestPayment(created.reference, 'expire');
    expect(payment.status).toBe('expired');
    expect(events.map((event) => event.type)).toEqual(['payment.expired']);
  });

  it('fails an asset the method does not take', async () => {
    expect(await provider().createPayment(paymentInput(PAYMENT_METHOD.CRYPTO, PAYMENT_OPTION.CRYPTO, { cryptoAsset: 'SOL' }))).toMatchObject({ status: 'failed', failureCode: 'invalid_crypto_asset' });
    expect(await provider().createPayment(paymentInput(PAYMENT_METHOD.ETH, PAYMENT_OPTION.CRYPTO, { cryptoAsset: 'USDC' }))).toMatchObject({ status: 'failed', failureCode: 'invalid_crypto_asset' });
  });
});
