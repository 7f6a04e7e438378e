import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD } from '@/lib/constants/payment-methods';
import { PAYMENT_OPTION } from '@/lib/constants/payment-options';
import { getPaymentProvider } from '@/server/ordering/payments/get-payment-provider';
import { createTestDatabase } from '@/tests/integration/setup/test-database';
import { paymentInput } from './support/payment-input';

/* Apple Pay and Google Pay tokens; installments and Amazon Pay through their redirect pages. */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const provider = () => getPaymentProvider();

describe('wallets', () => {
  it.each([
    [PAYMENT_METHOD.APPLE_PAY, 'tok_applepay_success', 'Apple Pay'],
    [PAYMENT_METHOD.GOOGLE_PAY, 'tok_googlepay_success', 'Google Pay'],
  ])('method %i captures its success token at once', async (methodId, walletToken, label) => {
    const result = await provider().createPayment(paymentInput(methodId, PAYMENT_OPTION.CREDIT_CARD, { walletToken }));
    expect(result).toMatchObject({ status: 'captured', capturedAmount: 129_900, displayLabel: label });
  });

  it.each([
    [PAYMENT_METHOD.APPLE_PAY, 'tok_applepay_declined'],
    [PAYMENT_METHOD.GOOGLE_PAY, 'tok_anything_declined'],
  ])('method %i fails any token ending in _declined', async (methodId, walletToken) => {
    const result = await provider().createPayment(paymentInput(methodId, PAYMENT_OPTION.CREDIT_CARD, { walletToken }));
    expect(result).toMatchObject({ status: 'failed', capturedAmount: 0, failureCode: 'wallet_declined' });
  });

  it("fails another wallet's token, an unknown one and a missing one", async () => {
    expect((await provider().createPayment(paymentInput(18, 0, { walletToken: 'tok_googlepay_success' }))).failureCode).toBe('invalid_wallet_token');
    expect((await provider().createPayment(paymentInput(19, 0, { walletToken: 'tok_made_up' }))).failureCode).toBe('invalid_wallet_token');
    expect((await provider().createPayment(paymentInput(19, 0, {}))).failureCode).toBe('missing_instrument');
  });
});

describe('pay in installments (method 5, option 1)', () => {
  const installments = (amount: number, currency = 'USD') => paymentInput(PAYMENT_METHOD.PAY_IN_INSTALLMENTS, PAYMENT_OPTION.MONTHLY_PAYMENTS, {}, { amount, currency });

  it('redirects to /affirm/confirm and captures when approved', async () => {
    const created = await provider().createPayment(installments(129_900));
    expect(created).toMatchObject({ status: 'requires_action', nextAction: { type: 'redirect', url: `/affirm/confirm?reference=${created.reference}` } });
    expect(await provider().completeAction(created.reference, 'approve')).toMatchObject({ status: 'captured', capturedAmount: 129_900 });
  });

  it('ends canceled when the shopper cancels, and failed when the lender refuses', async () => {
    const canceled = await provider().createPayment(installments(129_900, 'CAD'));
    expect(await provider().completeAction(canceled.reference, 'cancel')).toMatchObject({ status: 'canceled', capturedAmount: 0, failureCode: 'payment_canceled' });
    const refused = await provider().createPayment(installments(129_900));
    expect(await provider().completeAction(refused.reference, 'fail')).toMatchObject({ status: 'failed', failureCode: 'payment_declined' });
  });

  it('takes amounts from 50.00 to 30,000.00 only', async () => {
    expect((await provider().createPayment(installments(5_000))).status).toBe('requires_action');
    expect((await provider().createPayment(installments(3_000_000))).status).toBe('requires_action');
    expect(await provider().createPayment(installments(4_999))).toMatchObject({ status: 'failed', failureCode: 'amount_out_of_range' });
    expect(await provider().createPayment(installments(3_000_001))).toMatchObject({ status: 'failed', failureCode: 'amount_out_of_range' });
  });

  it('refuses currencies other than USD and CAD (422)', async () => {
    await expect(provider().createPayment(installments(129_900, 'EUR'))).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
  });
});

describe('Amazon Pay (methods 16 and 24)', () => {
  it.each([PAYMENT_METHOD.AMAZON_PAY, PAYMENT_METHOD.AMAZON_PAY_V2])('method %i redirects to /amazon/checkout-review and captures when approved', async (methodId) => {
    const created = await provider().createPayment(paymentInput(methodId, PAYMENT_OPTION.CREDIT_CARD, {}, { currency: 'GBP' }));
    expect(created).toMatchObject({ status: 'requires_action', nextAction: { type: 'redirect', url: `/amazon/checkout-review?reference=${created.reference}` } });
    expect(await provider().completeAction(created.reference, 'approve')).toMatchObject({ status: 'captured', currency: 'GBP' });
  });

  it('fails when the review fails, and refuses CAD (422)', async () => {
    const created = await provider().createPayment(paymentInput(16, 0, {}, { currency: 'EUR' }));
    expect(await provider().completeAction(created.reference, 'fail')).toMatchObject({ status: 'failed' });
    await expect(provider().createPayment(paymentInput(16, 0, {}, { currency: 'CAD' }))).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
  });
});
