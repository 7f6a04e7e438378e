/** Spec §5: a currency code is "a valid short code" when it is a string under this many characters. */
export const MAX_CURRENCY_CODE_LENGTH = 7;

/**
 * Whether a value can be used as a currency code. The spec only asks for a string under 8
 * characters; the empty string is refused as well, since it names no currency and callers
 * use this check to decide whether to fall back to the default currency.
 */
export function isValidCurrencyCode(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_CURRENCY_CODE_LENGTH;
}
