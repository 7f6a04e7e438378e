/*
 * What a card gateway checks before it asks the bank: the number's Luhn check digit, an expiry
 * date not yet past, and a 3 or 4 digit security code. Pure functions, shared by the unit tests.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'card';

export type CardCheckFailure = 'incorrect_number' | 'expired_card' | 'incorrect_cvc';

/** Digits of a card number as people type it (spaces and dashes allowed), or null. */
export function normalizeCardNumber(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is valid through the last day of its expiry month (UTC, as gateways count). */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12 || !Number.isInteger(expYear)) return true;
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const firstDayAfter = Date.UTC(year, expMonth, 1);
  return now.getTime() >= firstDayAfter;
}

export function isValidCvc(cvc: string): boolean {
  return /^\d{3,4}$/.test(cvc.trim());
}

export function cardBrandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'card';
}

/** The first check a card fails, in the order a gateway reports them, or null when it passes. */
export function checkCard(card: { number: string; expMonth: number; expYear: number; cvc: string }, now: Date): CardCheckFailure | null {
  const digits = normalizeCardNumber(card.number);
  if (!digits || !passesLuhn(digits)) return 'incorrect_number';
  if (isExpired(card.expMonth, card.expYear, now)) return 'expired_card';
  if (!isValidCvc(card.cvc)) return 'incorrect_cvc';
  return null;
}
