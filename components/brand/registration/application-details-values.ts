import type { ApplicationDetailsInput, BrandApplication } from '@/lib/contracts/brands/applications-schemas';

/* The company details as the form holds them, and the checks the browser makes before sending
 * (the server checks again with the contract's schema). */

export const DETAIL_FIELDS = ['legal_name', 'display_name', 'country', 'tax_id', 'website', 'contact_email', 'phone', 'address_line', 'city', 'postal_code', 'region', 'about'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type DetailValues = Record<DetailField, string>;
/** A key under form.errors, with its values. */
export type FieldError = { key: string; values?: Record<string, number> };

export function emptyDetails(email = ''): DetailValues {
  return { legal_name: '', display_name: '', country: '', tax_id: '', website: '', contact_email: email, phone: '', address_line: '', city: '', postal_code: '', region: '', about: '' };
}

export function detailsOf(application: BrandApplication): DetailValues {
  return Object.fromEntries(DETAIL_FIELDS.map((field) => [field, application[field]])) as DetailValues;
}

export function toDetailsInput(values: DetailValues): ApplicationDetailsInput {
  return Object.fromEntries(DETAIL_FIELDS.map((field) => [field, values[field].trim()])) as ApplicationDetailsInput;
}

const MIN: Partial<Record<DetailField, number>> = { legal_name: 2, display_name: 2, about: 20 };

export function validateDetails(values: DetailValues): Partial<Record<DetailField, FieldError>> {
  const errors: Partial<Record<DetailField, FieldError>> = {};
  for (const [field, min] of Object.entries(MIN) as [DetailField, number][]) {
    const length = values[field].trim().length;
    if (length === 0) errors[field] = { key: 'required' };
    else if (length < min) errors[field] = { key: 'tooShort', values: { min } };
  }
  if (!values.country) errors.country = { key: 'country' };
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.contact_email.trim())) errors.contact_email = { key: 'email' };
  const website = values.website.trim();
  if (website && !/^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(website)) errors.website = { key: 'website' };
  const phone = values.phone.trim();
  if (phone && !/^\+?[\d\s().-]{6,}$/.test(phone)) errors.phone = { key: 'phone' };
  return errors;
}

/** The fields a 400 answer names (body.legal_name, ...), to point at them. */
export function serverFieldErrors(body: unknown): Partial<Record<DetailField, FieldError>> {
  const issues = (body as { data?: { issues?: { path: string }[] } } | undefined)?.data?.issues ?? [];
  const errors: Partial<Record<DetailField, FieldError>> = {};
  for (const issue of issues) {
    const field = issue.path.replace(/^body\./, '') as DetailField;
    if ((DETAIL_FIELDS as readonly string[]).includes(field)) errors[field] = { key: 'server' };
  }
  return errors;
}
