/*
 * Address checks shared by the checkout form and the server (issue 5, ADR 0012). validateAddress
 * returns every problem at once so the form can mark all fields in one pass; `message` is the
 * English text of the API answer, `code` the stable key the UI translates
 * (locales/<lang>/checkout.json → address.errors.<code>).
 */
import type { Address } from '@/lib/contracts/ordering/checkout-schemas';
import { COUNTRIES } from '@/lib/i18n/country-regions';
import { isEuCountry } from '@/lib/i18n/eu-countries';
import { addressRulesFor, normalizePostalCode, regionCodeOf, type CountryAddressRules } from './country-address-rules';
import { CA_POSTAL_FIRST_LETTERS } from './country-regions-data';

export const ADDRESS_ERROR_CODES = [
  'full_name_required',
  'street_required',
  'city_required',
  'country_invalid',
  'country_not_shipped',
  'state_required',
  'state_invalid',
  'province_required',
  'province_invalid',
  'postal_code_required',
  'postal_code_format',
  'postal_code_province_mismatch',
  'phone_format',
] as const;
export type AddressErrorCode = (typeof ADDRESS_ERROR_CODES)[number];

export interface AddressError {
  field: keyof Address;
  code: AddressErrorCode;
  message: string;
}

export interface ValidateAddressOptions {
  /** The cart's store country: when given, the address must be in shippingCountriesFor(it). */
  storeCountry?: string;
}

/*
 * A store ships within its own market, where its currency, prices (VAT included or not) and
 * carriers apply: the US store to the US, the Canadian store to Canada, the UK store to the UK.
 * A euro store (FR, DE, ...) ships to every EU country of the store's country list that pays in
 * euros, so one euro cart can be delivered anywhere in that single market. Any other store
 * country ships to itself only.
 */
export function shippingCountriesFor(storeCountry: string): string[] {
  const store = storeCountry.trim().toUpperCase();
  const storeCurrency = COUNTRIES.find((country) => country.code === store)?.currency;
  if (isEuCountry(store) && storeCurrency === 'EUR') {
    return COUNTRIES.filter((country) => country.currency === 'EUR' && isEuCountry(country.code)).map((country) => country.code);
  }
  return [store];
}

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** Phone numbers are optional; when given they must be dialable: 7 to 15 digits (E.164 maximum). */
function isPlausiblePhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(phone) && digits >= 7 && digits <= 15;
}

function postalCodeErrors(address: Address, rules: CountryAddressRules): AddressError[] {
  const raw = address.postal_code.trim();
  const { postalCode, postalLabel } = rules;
  const name = postalLabel === 'zip' ? 'ZIP code' : postalLabel === 'postcode' ? 'postcode' : 'postal code';
  if (raw === '') {
    return postalCode.required
      ? [{ field: 'postal_code', code: 'postal_code_required', message: `Enter the ${name}.` }]
      : [];
  }
  const normalized = normalizePostalCode(rules.country, raw);
  if (!postalCode.pattern.test(normalized)) {
    const hint = postalCode.example ? `, for example ${postalCode.example}` : '';
    return [{ field: 'postal_code', code: 'postal_code_format', message: `Enter a valid ${name}${hint}.` }];
  }
  if (rules.country === 'CA') {
    const province = regionCodeOf('CA', address.state_or_province);
    const letters = province ? CA_POSTAL_FIRST_LETTERS[province] : undefined;
    if (letters && !letters.includes(normalized.charAt(0))) {
      return [
        {
          field: 'postal_code',
          code: 'postal_code_province_mismatch',
          message: 'This postal code belongs to another province.',
        },
      ];
    }
  }
  return [];
}

function regionErrors(address: Address, rules: CountryAddressRules): AddressError[] {
  if (!rules.regionRequired) return [];
  const province = rules.regionLabel === 'province';
  const noun = province ? 'province' : 'state';
  if (address.state_or_province.trim() === '') {
    return [
      { field: 'state_or_province', code: province ? 'province_required' : 'state_required', message: `Choose the ${noun}.` },
    ];
  }
  if (rules.regions.length > 0 && regionCodeOf(rules.country, address.state_or_province) === null) {
    return [
      {
        field: 'state_or_province',
        code: province ? 'province_invalid' : 'state_invalid',
        message: `We do not deliver to this ${noun}; choose one from the list.`,
      },
    ];
  }
  return [];
}

/** Every problem of an address, in form order; empty when the address can be shipped to. */
export function validateAddress(address: Address, options: ValidateAddressOptions = {}): AddressError[] {
  const errors: AddressError[] = [];
  if (address.full_name.trim() === '') {
    errors.push({ field: 'full_name', code: 'full_name_required', message: 'Enter the full name.' });
  }
  if (address.street.trim() === '') {
    errors.push({ field: 'street', code: 'street_required', message: 'Enter the street address.' });
  }
  if (address.city.trim() === '') {
    errors.push({ field: 'city', code: 'city_required', message: 'Enter the city.' });
  }

  const country = address.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) {
    errors.push({ field: 'country', code: 'country_invalid', message: 'Choose a country.' });
  } else {
    if (options.storeCountry !== undefined && !shippingCountriesFor(options.storeCountry).includes(country)) {
      errors.push({ field: 'country', code: 'country_not_shipped', message: 'This store does not deliver to this country.' });
    }
    const rules = addressRulesFor(country);
    errors.push(...regionErrors(address, rules), ...postalCodeErrors(address, rules));
  }

  const phone = address.phone.trim();
  if (phone !== '' && !isPlausiblePhone(phone)) {
    errors.push({ field: 'phone', code: 'phone_format', message: 'Enter a phone number with 7 to 15 digits.' });
  }
  return errors;
}

/**
 * The address as the order stores it: trimmed, country and postal code in canonical form, the
 * state or province as its two-letter code when the country has a list. Call after validation.
 */
export function normalizeAddress(address: Address): Address {
  const country = address.country.trim().toUpperCase();
  const region = address.state_or_province.trim();
  return {
    full_name: address.full_name.trim(),
    street: address.street.trim(),
    line_1: address.line_1.trim(),
    city: address.city.trim(),
    state_or_province: regionCodeOf(country, region) ?? region,
    postal_code: address.postal_code.trim() === '' ? '' : normalizePostalCode(country, address.postal_code),
    country,
    phone: address.phone.trim(),
  };
}
