import { describe, expect, it } from 'vitest';
import { addressFromServer, emptyAddress, issuesOf, serverFieldErrors, validateAddressDraft, validateEmail } from '@/components/checkout/address-draft';
import { paymentOutcome } from '@/components/checkout/place-order-outcome';
import { readNextAction } from '@/components/checkout/payment-next-action';

describe('where a payment leads', () => {
  const base = { order_code: 'DH00000007', next_action: null };

  it('goes to the thank-you page when the payment is captured', () => {
    expect(paymentOutcome({ ...base, status: 'captured' }, 0)).toEqual({ kind: 'paid', path: '/thank-you?order=DH00000007' });
  });

  it('follows a redirect step within the store', () => {
    const action = { type: 'redirect', url: '/checkout-progress?reference=pay_1' };
    expect(paymentOutcome({ ...base, status: 'requires_action', next_action: action })).toEqual({ kind: 'redirect', url: '/checkout-progress?reference=pay_1' });
  });

  it('never follows a redirect to another site', () => {
    expect(readNextAction({ type: 'redirect', url: 'https://evil.example/phish' })).toBeNull();
    expect(readNextAction({ type: 'redirect', url: '//evil.example' })).toBeNull();
    expect(paymentOutcome({ ...base, status: 'requires_action', next_action: { type: 'redirect', url: '//evil.example' } }).kind).toBe('declined');
  });

  it('sends wire, ACH and crypto orders to the pending page', () => {
    expect(paymentOutcome({ ...base, status: 'pending' }, 15)).toEqual({ kind: 'pending', path: '/pending-order?order=DH00000007' });
    expect(paymentOutcome({ ...base, status: 'authorized' }, 24).kind).toBe('pending');
  });

  it('keeps the shopper at checkout when the payment failed or was cancelled', () => {
    expect(paymentOutcome({ ...base, status: 'failed' }).kind).toBe('declined');
    expect(paymentOutcome({ ...base, status: 'canceled' }).kind).toBe('cancelled');
  });

  it('reads wire instructions and crypto quotes for the pending page', () => {
    expect(readNextAction({ type: 'crypto', asset: 'ETH', network: 'ethereum', address: '0xabc', amount: '0.125', expires_at: '2026-11-21T19:00:00Z', confirmations_required: 12, confirmations: 0 })).toMatchObject({
      type: 'crypto',
      amount: '0.125',
      confirmations_required: 12,
    });
    expect(readNextAction({ type: 'bank_transfer', bank_name: 'Test Bank', amount: 1000 })).toMatchObject({ type: 'bank_transfer', bank_name: 'Test Bank', iban: '' });
    expect(readNextAction({ type: 'mystery' })).toBeNull();
  });
});

describe('address form checks', () => {
  it('marks every missing field and a US ZIP code of the wrong shape at once', () => {
    const errors = validateAddressDraft({ ...emptyAddress('US'), postal_code: '123' }, 'US');
    expect(errors.full_name?.key).toBe('address.errors.full_name_required');
    expect(errors.street?.key).toBe('address.errors.street_required');
    expect(errors.city?.key).toBe('address.errors.city_required');
    expect(errors.postal_code?.key).toBe('address.errors.postal_code_format');
  });

  it('accepts a complete address', () => {
    const address = addressFromServer({ full_name: 'Ada', street: '1 Main St', line_1: '', city: 'Austin', state_or_province: 'TX', postal_code: '73301', country: 'US', phone: '' }, 'US');
    expect(validateAddressDraft(address, 'US')).toEqual({});
  });

  it('asks for an e-mail address of a readable shape', () => {
    expect(validateEmail('')?.key).toBe('errors.emailRequired');
    expect(validateEmail('ada@')?.key).toBe('errors.emailInvalid');
    expect(validateEmail('ada@example.com')).toBeUndefined();
  });

  it('places the server refusals next to the fields they name, in the form’s words', () => {
    const body = {
      status: 0,
      message: 'Enter a valid ZIP code.',
      data: { code: 'VALIDATION_FAILED', issues: [{ path: 'body.shipping_address.postal_code', message: 'Enter a valid ZIP code, for example 94107.' }, { path: 'body.email', message: 'Invalid email' }] },
    };
    const shipping = { ...emptyAddress('US'), full_name: 'Ada', street: '1 Main', city: 'Austin', state_or_province: 'TX', postal_code: '9' };
    const errors = serverFieldErrors(issuesOf(body), { shipping, billing: emptyAddress('US') }, 'US');
    expect(errors.shipping.postal_code?.key).toBe('address.errors.postal_code_format');
    expect(errors.email?.key).toBe('errors.emailInvalid');
    expect(errors.billing).toEqual({});
  });

  it('says a country is not served when the store does not ship there', () => {
    const issues = [{ path: 'body.shipping_address.country', message: 'Choose one of: US.' }];
    expect(serverFieldErrors(issues, { shipping: emptyAddress('DE'), billing: emptyAddress('US') }, 'US').shipping.country?.key).toBe('address.errors.country_not_shipped');
  });
});
