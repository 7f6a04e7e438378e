import type { Address, AddressInput } from '@/lib/contracts/ordering/checkout-schemas';
import { validateAddress } from '@/lib/address/validate-address';

/** The address form as typed (spec §3 "Checkout address" without the e-mail, which is asked once). */
export type AddressDraft = Required<Pick<Address, 'full_name' | 'street' | 'line_1' | 'city' | 'state_or_province' | 'postal_code' | 'country' | 'phone'>>;
export type AddressField = keyof AddressDraft;

/** The form's order, which is also the order of the error summary. */
export const ADDRESS_FIELDS: readonly AddressField[] = ['full_name', 'country', 'street', 'line_1', 'city', 'state_or_province', 'postal_code', 'phone'];

export function emptyAddress(country: string): AddressDraft {
  return { full_name: '', street: '', line_1: '', city: '', state_or_province: '', postal_code: '', country, phone: '' };
}

/**
 * The country a new delivery address starts with (issue 20): the shopper's saved one when the
 * store ships there, else the page locale's (/de-DE/secure-checkout → Germany), else the cart's
 * store country, else the first the store ships to.
 */
export function preselectedCountry(input: { savedCountry?: string | null; localeCountry: string; storeCountry: string; shippingCountries: readonly string[] }): string {
  const ships = (code: string | null | undefined): code is string => !!code && input.shippingCountries.includes(code.toUpperCase());
  if (ships(input.savedCountry)) return input.savedCountry.toUpperCase();
  if (ships(input.localeCountry)) return input.localeCountry.toUpperCase();
  if (ships(input.storeCountry)) return input.storeCountry.toUpperCase();
  return input.shippingCountries[0] ?? input.storeCountry;
}

export function addressFromServer(address: Address | null, fallbackCountry: string): AddressDraft {
  if (!address) return emptyAddress(fallbackCountry);
  return {
    full_name: address.full_name,
    street: address.street,
    line_1: address.line_1 ?? '',
    city: address.city,
    state_or_province: address.state_or_province ?? '',
    postal_code: address.postal_code ?? '',
    country: address.country,
    phone: address.phone ?? '',
  };
}

/** Trimmed; the server puts postal codes and regions in their canonical form. */
export function toAddressInput(draft: AddressDraft): AddressInput {
  return Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, value.trim()])) as AddressDraft;
}

/** An error to show next to a field: a key of checkout.json and its values. */
export interface FieldError {
  key: string;
  values?: Record<string, string>;
}

export type AddressErrors = Partial<Record<AddressField, FieldError>>;

/**
 * The checks the server makes (lib/address/validate-address.ts: postal code format, state or
 * province, phone), made before sending so every field is marked in one pass; the server still
 * has the last word and its refusals come back through serverFieldErrors below.
 */
export function validateAddressDraft(draft: AddressDraft, storeCountry?: string): AddressErrors {
  const errors: AddressErrors = {};
  const address = { ...toAddressInput(draft) } as Address;
  for (const issue of validateAddress(address, storeCountry ? { storeCountry } : {})) {
    const field = issue.field as AddressField;
    errors[field] ??= { key: `address.errors.${issue.code}` };
  }
  return errors;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateEmail(email: string): FieldError | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return { key: 'errors.emailRequired' };
  if (!EMAIL_PATTERN.test(trimmed)) return { key: 'errors.emailInvalid' };
  return undefined;
}

export interface ServerFieldErrors {
  email?: FieldError;
  shipping: AddressErrors;
  billing: AddressErrors;
}

/**
 * The API's validation issues ("body.shipping_address.postal_code") placed next to the fields
 * they name. The API's messages are English, so the words come from the same checks run here
 * (which name the reason by code); a field the server refused for a reason the form cannot tell
 * gets a plain "check this field".
 */
export function serverFieldErrors(
  issues: readonly { path: string; message: string }[],
  drafts: { shipping: AddressDraft; billing: AddressDraft },
  storeCountry?: string,
): ServerFieldErrors {
  const result: ServerFieldErrors = { shipping: {}, billing: {} };
  const local = { shipping: validateAddressDraft(drafts.shipping, storeCountry), billing: validateAddressDraft(drafts.billing) };
  for (const issue of issues) {
    const parts = issue.path.replace(/^body\./, '').split('.');
    if (parts[0] === 'email') {
      result.email ??= { key: 'errors.emailInvalid' };
      continue;
    }
    const scope = parts[0] === 'shipping_address' ? 'shipping' : parts[0] === 'billing_address' ? 'billing' : null;
    if (!scope) continue;
    const field = (parts[1] ?? 'full_name') as AddressField;
    if (!ADDRESS_FIELDS.includes(field) || result[scope][field]) continue;
    if (scope === 'shipping' && field === 'country') result.shipping.country = { key: 'address.errors.country_not_shipped' };
    else result[scope][field] = local[scope][field] ?? { key: 'errors.fieldInvalid' };
  }
  return result;
}

export { issuesOf } from '@/lib/validation/envelope-issues';
