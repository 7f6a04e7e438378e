import { describe, expect, it } from 'vitest';
import { cardErrors, formatCardNumber, parseExpiry, passesLuhn } from '@/components/checkout/card-input';
import { creditAmountText, parseCreditAmount } from '@/components/checkout/credit-amount';
import { IdempotencyAttempt } from '@/components/checkout/idempotency-attempt';
import { cryptoAssetsOf, paymentChoices } from '@/components/checkout/payment-choices';
import { EMPTY_BANK, paymentErrors, placeOrderBody, type PaymentDraft } from '@/components/checkout/payment-draft';

const NOW = new Date('2026-11-21T12:00:00Z');
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' };

function draftFor(methodId: number, paymentOption: number, overrides: Partial<PaymentDraft> = {}): PaymentDraft {
  const [choice] = paymentChoices([{ method_id: methodId, payment_option: paymentOption, assets: ['ETH', 'USDC'] }]);
  return { choice: choice ?? null, card: GOOD_CARD, savedCardId: null, saveCard: false, bank: EMPTY_BANK, cryptoAsset: null, ...overrides };
}

describe('card fields', () => {
  it('accepts the test cards and refuses a mistyped digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4000002760003184')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('groups the number by four while typing', () => {
    expect(formatCardNumber('42424242424')).toBe('4242 4242 424');
  });

  it('reads MM/YY and MM/YYYY and refuses month 13', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('4 / 2031')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('13/29')).toBeNull();
  });

  it('names every field in error, and an expired card as a bad expiry', () => {
    expect(cardErrors(GOOD_CARD, NOW)).toEqual([]);
    expect(cardErrors({ number: '1234', expiry: '10/26', cvc: '1', holder: ' ' }, NOW)).toEqual(['number', 'expiry', 'cvc', 'holder']);
  });
});

describe('payment methods offered', () => {
  it('shows only the methods the server offers, and none it cannot take', () => {
    const choices = paymentChoices([
      { method_id: 13, payment_option: 0, assets: [] },
      { method_id: 18, payment_option: 0, assets: [] },
      { method_id: 12, payment_option: 0, assets: [] },
      { method_id: 22, payment_option: 4, assets: [] },
    ]);
    expect(choices.map((choice) => [choice.kind, choice.labelKey])).toEqual([
      ['card', 'card'],
      ['apple_pay', 'applePay'],
      ['crypto', 'solana'],
    ]);
    expect(cryptoAssetsOf(choices[2]!)).toEqual(['SOL']);
  });
});

describe('place-order body', () => {
  it('sends the card, the expected total and no saved-card flag for a guest', () => {
    const body = placeOrderBody(draftFor(13, 0), { expectedTotal: 54_125 });
    expect(body).toMatchObject({
      method_id: 13,
      payment_option: 0,
      expected_total: 54_125,
      save_card: false,
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', holder: 'Ada Lovelace' },
    });
  });

  it('sends a saved card by its id instead of card fields', () => {
    const body = placeOrderBody(draftFor(13, 0, { savedCardId: 3 }), { expectedTotal: 100 });
    expect(body.saved_card_id).toBe(3);
    expect(body.card).toBeUndefined();
  });

  it('sends the wallet token for Apple Pay and the bank account for ACH', () => {
    expect(placeOrderBody(draftFor(18, 0), { expectedTotal: 1, walletToken: 'tok_applepay_success' }).wallet_token).toBe('tok_applepay_success');
    const ach = draftFor(17, 2, { bank: { account: '000123456789', routing: '110000000', holder: 'Ada' } });
    expect(paymentErrors(ach, NOW)).toEqual([]);
    expect(placeOrderBody(ach, { expectedTotal: 1 }).bank_account).toEqual({ account_number: '000123456789', routing_number: '110000000', holder: 'Ada' });
  });

  it('asks for a crypto asset before sending a crypto order', () => {
    expect(paymentErrors(draftFor(23, 5), NOW)).toEqual(['asset']);
    expect(placeOrderBody(draftFor(23, 5, { cryptoAsset: 'USDC' }), { expectedTotal: 1 }).crypto_asset).toBe('USDC');
  });

  it('refuses a bank account without a nine-digit routing number', () => {
    expect(paymentErrors(draftFor(17, 2, { bank: { account: '1234', routing: '11000', holder: 'Ada' } }), NOW)).toEqual(['bank.routing']);
  });
});

describe('idempotency key per attempt', () => {
  it('reuses the key until the server answers, then makes a new one', () => {
    let counter = 0;
    const attempt = new IdempotencyAttempt(() => `key-${(counter += 1)}`);
    expect(attempt.current()).toBe('key-1');
    expect(attempt.current()).toBe('key-1');
    attempt.finish();
    expect(attempt.current()).toBe('key-2');
  });

  it('makes keys the API accepts (8 to 128 characters) and never the same twice', () => {
    const first = new IdempotencyAttempt().current();
    const second = new IdempotencyAttempt().current();
    expect(first.length).toBeGreaterThanOrEqual(8);
    expect(first).not.toBe(second);
  });
});

describe('store credit amount', () => {
  it('reads the typed amount into minor units and writes it back', () => {
    expect(parseCreditAmount('25')).toBe(2500);
    expect(parseCreditAmount('25,5')).toBe(2550);
    expect(parseCreditAmount('1.234')).toBeNull();
    expect(parseCreditAmount('-3')).toBeNull();
    expect(creditAmountText(2550)).toBe('25.50');
    expect(creditAmountText(15000)).toBe('150');
  });
});
