import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD } from '@/lib/constants/payment-methods';
import { PAYMENT_OPTION } from '@/lib/constants/payment-options';
import { getPaymentProvider } from '@/server/ordering/payments/get-payment-provider';
import { TEST_CARDS } from '@/server/ordering/payments/test-provider/test-inputs';
import { createTestDatabase } from '@/tests/integration/setup/test-database';
import { paymentInput, validCard } from './support/payment-input';

/* Cards through the card gateway (id 13) with the documented test numbers. */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const provider = () => getPaymentProvider();
const card = (number: string, overrides: Parameters<typeof paymentInput>[3] = {}) =>
  paymentInput(PAYMENT_METHOD.CARD_GATEWAY, PAYMENT_OPTION.CREDIT_CARD, { card: validCard(number) }, overrides);

describe('card payments', () => {
  it('captures 4242 4242 4242 4242 at once, showing only the brand and last four digits', async () => {
    const result = await provider().createPayment(card('4242 4242 4242 4242'));
    expect(result).toMatchObject({ status: 'captured', capturedAmount: 129_900, nextAction: null, displayLabel: 'Visa •••• 4242', failureReason: null });
    expect(JSON.stringify(await provider().retrieve(result.reference))).not.toContain('4242424242424242');
  });

  it('declines 4000 0000 0000 0002 with "Your card was declined."', async () => {
    const result = await provider().createPayment(card(TEST_CARDS.DECLINED));
    expect(result).toMatchObject({ status: 'failed', capturedAmount: 0, failureReason: 'Your card was declined.', failureCode: 'card_declined' });
  });

  it('declines 4000 0000 0000 9995 for insufficient funds', async () => {
    const result = await provider().createPayment(card(TEST_CARDS.INSUFFICIENT_FUNDS));
    expect(result).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds', failureReason: 'Your card has insufficient funds.' });
  });

  it('fails a number with a wrong check digit, an expired card and a short security code, each with its reason', async () => {
    const wrongDigit = await provider().createPayment(card('4242424242424241'));
    expect(wrongDigit).toMatchObject({ status: 'failed', failureCode: 'incorrect_number' });
    const expired = await provider().createPayment(paymentInput(13, 0, { card: { ...validCard(TEST_CARDS.SUCCESS), expYear: 2020 } }));
    expect(expired).toMatchObject({ status: 'failed', failureCode: 'expired_card', failureReason: 'Your card has expired.' });
    const badCvc = await provider().createPayment(paymentInput(13, 0, { card: { ...validCard(TEST_CARDS.SUCCESS), cvc: '12' } }));
    expect(badCvc).toMatchObject({ status: 'failed', failureCode: 'incorrect_cvc' });
    const missing = await provider().createPayment(paymentInput(13, 0, {}));
    expect(missing).toMatchObject({ status: 'failed', failureCode: 'missing_instrument' });
  });

  it('sends 4000 0027 6000 3184 through /checkout-progress; approving captures it', async () => {
    const created = await provider().createPayment(card(TEST_CARDS.REDIRECT));
    expect(created).toMatchObject({ status: 'requires_action', capturedAmount: 0, nextAction: { type: 'redirect', url: `/checkout-progress?reference=${created.reference}` } });
    const approved = await provider().completeAction(created.reference, 'approve');
    expect(approved).toMatchObject({ status: 'captured', capturedAmount: 129_900, nextAction: null });
    // The return page reloaded: the outcome is already final and nothing changes.
    expect(await provider().completeAction(created.reference, 'fail')).toMatchObject({ status: 'captured' });
  });

  it('fails the redirect card when its check fails, and cancels it when the shopper gives up', async () => {
    const failing = await provider().createPayment(card(TEST_CARDS.REDIRECT));
    expect(await provider().completeAction(failing.reference, 'fail')).toMatchObject({ status: 'failed', failureCode: 'authentication_failed' });
    const canceled = await provider().createPayment(card(TEST_CARDS.REDIRECT));
    expect(await provider().completeAction(canceled.reference, 'cancel')).toMatchObject({ status: 'canceled', capturedAmount: 0 });
  });

  it('authorizes only with manual capture, then captures on request', async () => {
    const authorized = await provider().createPayment(card(TEST_CARDS.SUCCESS, { capture: 'manual' }));
    expect(authorized).toMatchObject({ status: 'authorized', capturedAmount: 0 });
    expect(await provider().capture(authorized.reference, 129_900)).toMatchObject({ status: 'captured', capturedAmount: 129_900 });
    await expect(provider().capture(authorized.reference, 1)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('answers 404 for a completion of a payment it never made', async () => {
    await expect(provider().completeAction('tp_unknown', 'approve')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await provider().retrieve('tp_unknown')).toBeNull();
  });
});

describe('saved cards', () => {
  it('returns a card_tok_ token with brand, last4 and expiry (never the number), which pays like its card', async () => {
    const first = await provider().createPayment(card(TEST_CARDS.SUCCESS, { saveCard: true }));
    expect(first.savedCard).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12 });
    expect(first.savedCard?.token).toMatch(/^card_tok_[0-9a-f]{24}$/);
    const again = await provider().createPayment(paymentInput(13, 0, { savedCardToken: first.savedCard?.token }));
    expect(again).toMatchObject({ status: 'captured', displayLabel: 'Visa •••• 4242' });
    expect(again.savedCard).toBeUndefined();
  });

  it('issues no token for a declined card, and issues one for a redirect card only once it is approved', async () => {
    expect((await provider().createPayment(card(TEST_CARDS.DECLINED, { saveCard: true }))).savedCard).toBeUndefined();
    const redirect = await provider().createPayment(card(TEST_CARDS.REDIRECT, { saveCard: true }));
    expect(redirect.savedCard).toBeUndefined();
    const approved = await provider().completeAction(redirect.reference, 'approve');
    const token = approved.savedCard?.token;
    expect(token).toMatch(/^card_tok_/);
    // Paying with it asks for the redirect step again, as the card itself does.
    const withToken = await provider().createPayment(paymentInput(13, 0, { savedCardToken: token }));
    expect(withToken.status).toBe('requires_action');
  });

  it('fails with an unknown token', async () => {
    const result = await provider().createPayment(paymentInput(13, 0, { savedCardToken: 'card_tok_000000000000000000000000' }));
    expect(result).toMatchObject({ status: 'failed', failureCode: 'unknown_saved_card' });
  });
});

describe('supports', () => {
  it('answers false for ids the store is not configured for', () => {
    for (const id of [1, 4, 7, 10, 12, 15, 20, 25]) {
      for (const option of [0, 1, 2, 3, 4, 5]) expect(provider().supports(id, option, 'USD'), `${id}/${option}`).toBe(false);
    }
  });

  it('answers true for each offered method under its option, and false for wrong options or currencies', () => {
    const offered: [number, number, string][] = [
      [13, 0, 'EUR'], [18, 0, 'GBP'], [19, 0, 'CAD'], [5, 1, 'USD'], [5, 1, 'CAD'], [16, 0, 'GBP'], [24, 0, 'EUR'],
      [17, 2, 'USD'], [21, 3, 'AED'], [23, 5, 'USD'], [9, 5, 'EUR'], [22, 4, 'USD'],
    ];
    for (const [id, option, currency] of offered) expect(provider().supports(id, option, currency), `${id}/${option}/${currency}`).toBe(true);
    const refused: [number, number, string][] = [[13, 1, 'USD'], [5, 1, 'EUR'], [5, 0, 'USD'], [16, 0, 'CAD'], [17, 2, 'CAD'], [22, 5, 'USD'], [23, 4, 'USD'], [13, 0, 'JPY']];
    for (const [id, option, currency] of refused) expect(provider().supports(id, option, currency), `${id}/${option}/${currency}`).toBe(false);
  });

  it('refuses to create a payment it does not support (422)', async () => {
    await expect(provider().createPayment(paymentInput(1, 0, { card: validCard(TEST_CARDS.SUCCESS) }))).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
  });
});
