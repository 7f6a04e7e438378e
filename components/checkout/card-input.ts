/* Card fields as typed, checked before sending (the server checks again). */

export interface CardDraft {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export type CardField = keyof CardDraft;

export const EMPTY_CARD: CardDraft = { number: '', expiry: '', cvc: '', holder: '' };

export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn check every card number passes; it catches a mistyped digit before the bank does. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "4242424242424242" → "4242 4242 4242 4242" while typing. */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The expiry as the shopper types or pastes it, written "MM/YY": the "/" comes by itself after
 * the month ("1" waits, "4" is April: "04/"), a pasted "1230", "12 / 30" or "12/2030" is kept
 * readable, and erasing the "/" erases it rather than putting it straight back.
 */
export function formatExpiry(typed: string, previous = ''): string {
  const digits = typed.replace(/\D/g, '').slice(0, 6);
  if (digits === '') return '';
  const erasingSlash = previous.endsWith('/') && typed.length < previous.length && !typed.includes('/');
  if (erasingSlash) return digits.slice(0, 2);
  let month = digits.slice(0, 2);
  let rest = digits.slice(2);
  if (digits.length === 1 && Number(digits) > 1) {
    month = `0${digits}`;
    rest = '';
  } else if (digits.length === 1) {
    return digits;
  }
  if (Number(month[0]) > 1 || Number(month) > 12) {
    month = `0${month[0]}`;
    rest = digits.slice(1);
  }
  // A four-digit year pasted whole ("12/2030") stays four digits; typed, the year is two.
  const year = rest.length > 2 && !/^20/.test(rest) ? rest.slice(0, 2) : rest.slice(0, 4);
  return `${month}/${year}`;
}

/** "MM/YY" or "MM/YYYY" → month and four-digit year; null when unreadable. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** The fields in error, in the order of the form; an expired card counts as a bad expiry. */
export function cardErrors(card: CardDraft, now: Date = new Date()): CardField[] {
  const errors: CardField[] = [];
  if (!passesLuhn(cardDigits(card.number))) errors.push('number');
  const expiry = parseExpiry(card.expiry);
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (!expiry || expiry.year * 12 + (expiry.month - 1) < thisMonth) errors.push('expiry');
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.push('cvc');
  if (card.holder.trim() === '') errors.push('holder');
  return errors;
}
