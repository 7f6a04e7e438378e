// zod's small functional build: this schema ships with the profile page, where every kB counts.
import * as z from 'zod/mini';
import { isListedCountry } from '../i18n/country-regions';
import { isValidZipCode } from './zip-code';

/*
 * The editable fields of spec §3 "Customer profile" and their rules, shared by the profile form
 * (what the shopper is told) and the account service (what is sent). Messages are keys of the
 * `account` namespace, so every language words them itself.
 */

export const PROFILE_FIELD_NAMES = [
  'fullname',
  'email',
  'phone',
  'address',
  'apartment_suite',
  'city',
  'state',
  'zip_code',
  'country',
] as const;

export type ProfileFieldName = (typeof PROFILE_FIELD_NAMES)[number];
export type ProfileFields = Record<ProfileFieldName, string>;

export const PROFILE_ERROR_KEYS = {
  emailRequired: 'profile.errors.emailRequired',
  emailInvalid: 'profile.errors.emailInvalid',
  tooLong: 'profile.errors.tooLong',
  phoneInvalid: 'profile.errors.phoneInvalid',
  zipInvalid: 'profile.errors.zipInvalid',
  countryInvalid: 'profile.errors.countryInvalid',
} as const;

const MAX_TEXT = 120;
const MAX_EMAIL = 254;
/** Digits with the usual separators and an optional leading +; 6 to 15 digits (E.164 allows 15). */
const PHONE = /^\+?[\d\s().-]+$/;

const text = (max = MAX_TEXT) => z.string().check(z.trim(), z.maxLength(max, PROFILE_ERROR_KEYS.tooLong));

export const profileFormSchema = z
  .object({
    fullname: text(),
    email: z.pipe(
      z.string().check(z.trim(), z.minLength(1, PROFILE_ERROR_KEYS.emailRequired), z.maxLength(MAX_EMAIL, PROFILE_ERROR_KEYS.tooLong)),
      z.email(PROFILE_ERROR_KEYS.emailInvalid),
    ),
    phone: text(32).check(z.refine((value) => value === '' || isPhoneNumber(value), PROFILE_ERROR_KEYS.phoneInvalid)),
    address: text(200),
    apartment_suite: text(),
    city: text(),
    state: text(),
    zip_code: text(16),
    country: z
      .string()
      .check(
        z.trim(),
        z.toUpperCase(),
        z.refine((value) => value === '' || isListedCountry(value), PROFILE_ERROR_KEYS.countryInvalid),
      ),
  })
  .check(
    z.superRefine((fields, context) => {
      if (!isValidZipCode(fields.zip_code, fields.country)) {
        context.addIssue({ code: 'custom', path: ['zip_code'], message: PROFILE_ERROR_KEYS.zipInvalid });
      }
    }),
  );

export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE.test(value) && digits >= 6 && digits <= 15;
}

export type ProfileFieldErrors = Partial<Record<ProfileFieldName, string>>;

export type ProfileValidation = { ok: true; fields: ProfileFields } | { ok: false; errors: ProfileFieldErrors };

/** Validates the form; on failure, the first message key of every field that is wrong. */
export function validateProfileFields(input: ProfileFields): ProfileValidation {
  const parsed = profileFormSchema.safeParse(input);
  if (parsed.success) return { ok: true, fields: parsed.data };
  const errors: ProfileFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && isProfileFieldName(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

function isProfileFieldName(value: string): value is ProfileFieldName {
  return (PROFILE_FIELD_NAMES as readonly string[]).includes(value);
}

/** The form's starting values from a profile whose fields may be missing or null. */
export function profileFieldsOf(profile: Partial<Record<ProfileFieldName, string | null | undefined>> | null | undefined): ProfileFields {
  const fields = {} as ProfileFields;
  for (const name of PROFILE_FIELD_NAMES) fields[name] = profile?.[name] ?? '';
  return fields;
}
