import { describe, expect, it } from 'vitest';
import { cardBrandOf, checkCard, isExpired, isValidCvc, normalizeCardNumber, passesLuhn } from '@/server/ordering/payments/test-provider/card-checks';
import { TEST_CARDS } from '@/server/ordering/payments/test-provider/test-inputs';

const now = new Date('2026-11-21T12:00:00Z');

describe('Luhn check digit', () => {
  it.each(Object.values(TEST_CARDS))('accepts the documented test card %s', (number) => {
    expect(passesLuhn(number)).toBe(true);
  });

  it.each(['4242424242424241', '4000000000000001', '1234567812345678'])('refuses %s, whose check digit is wrong', (number) => {
    expect(passesLuhn(number)).toBe(false);
  });

  it('reads numbers typed with spaces or dashes, and refuses letters and short numbers', () => {
    expect(normalizeCardNumber('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(normalizeCardNumber('4242 4242 4242 424x')).toBeNull();
    expect(normalizeCardNumber('42424242')).toBeNull();
  });
});

describe('expiry date', () => {
  it('keeps a card valid through the last day of its expiry month', () => {
    expect(isExpired(11, 2026, now)).toBe(false);
    expect(isExpired(11, 2026, new Date('2026-11-30T23:59:59Z'))).toBe(false);
    expect(isExpired(11, 2026, new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });

  it('treats past months, two-digit years and impossible months as the gateway does', () => {
    expect(isExpired(10, 2026, now)).toBe(true);
    expect(isExpired(12, 30, now)).toBe(false);
    expect(isExpired(13, 2030, now)).toBe(true);
    expect(isExpired(0, 2030, now)).toBe(true);
  });
});

describe('security code', () => {
  it('takes 3 or 4 digits only', () => {
    expect(isValidCvc('123')).toBe(true);
    expect(isValidCvc('1234')).toBe(true);
    expect(isValidCvc('12')).toBe(false);
    expect(isValidCvc('12345')).toBe(false);
    expect(isValidCvc('12a')).toBe(false);
  });
});

describe('checkCard', () => {
  const good = { number: TEST_CARDS.SUCCESS, expMonth: 12, expYear: 2030, cvc: '123' };

  it('passes a valid card and reports the first failure otherwise, number first', () => {
    expect(checkCard(good, now)).toBeNull();
    expect(checkCard({ ...good, number: '4242424242424241', expYear: 2020, cvc: '1' }, now)).toBe('incorrect_number');
    expect(checkCard({ ...good, expYear: 2020, cvc: '1' }, now)).toBe('expired_card');
    expect(checkCard({ ...good, cvc: '1' }, now)).toBe('incorrect_cvc');
  });

  it('names the brand shown on receipts', () => {
    expect(cardBrandOf('4242424242424242')).toBe('visa');
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('2223003122003222')).toBe('mastercard');
    expect(cardBrandOf('378282246310005')).toBe('amex');
    expect(cardBrandOf('6011111111111117')).toBe('discover');
  });
});
