import { describe, expect, it } from 'vitest';
import { isPhoneNumber, profileFieldsOf, validateProfileFields, type ProfileFields } from '@/lib/profile/profile-form-schema';
import { isValidZipCode } from '@/lib/profile/zip-code';

function fields(overrides: Partial<ProfileFields> = {}): ProfileFields {
  return {
    fullname: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    address: '12 St James Square',
    apartment_suite: '',
    city: 'London',
    state: '',
    zip_code: 'SW1Y 4JH',
    country: 'GB',
    ...overrides,
  };
}

describe('postal codes by country', () => {
  it.each([
    ['US', '94103'],
    ['US', '94103-1234'],
    ['CA', 'K1A 0B1'],
    ['CA', 'k1a0b1'],
    ['GB', 'SW1A 1AA'],
    ['GB', 'M1 1AE'],
    ['FR', '75001'],
    ['DE', '10115'],
    ['NL', '1012 AB'],
  ])('accepts %s %s', (country, zip) => {
    expect(isValidZipCode(zip, country)).toBe(true);
  });

  it.each([
    ['US', '9410'],
    ['US', 'ABCDE'],
    ['CA', '12345'],
    ['CA', 'D1A 0B1'],
    ['GB', '12345'],
    ['FR', '7500'],
    ['DE', '101155'],
  ])('refuses %s %s', (country, zip) => {
    expect(isValidZipCode(zip, country)).toBe(false);
  });

  it('leaves an empty code alone', () => {
    expect(isValidZipCode('', 'US')).toBe(true);
  });
});

describe('profile form rules', () => {
  it('accepts a complete profile and trims what was typed', () => {
    const result = validateProfileFields(fields({ fullname: '  Ada Lovelace ', country: 'gb' }));
    expect(result).toEqual({ ok: true, fields: fields({ country: 'GB' }) });
  });

  it('names the zip field when the code does not fit the country', () => {
    const result = validateProfileFields(fields({ country: 'US', zip_code: 'SW1Y 4JH' }));
    expect(result).toEqual({ ok: false, errors: { zip_code: 'profile.errors.zipInvalid' } });
  });

  it('requires a valid e-mail and a plausible phone number', () => {
    const result = validateProfileFields(fields({ email: 'ada@', phone: '12' }));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.email).toBe('profile.errors.emailInvalid');
      expect(result.errors.phone).toBe('profile.errors.phoneInvalid');
    }
    expect(validateProfileFields(fields({ email: ' ' }))).toMatchObject({ ok: false, errors: { email: 'profile.errors.emailRequired' } });
  });

  it('refuses a country the store does not serve', () => {
    expect(validateProfileFields(fields({ country: 'XX', zip_code: '' }))).toMatchObject({ ok: false, errors: { country: 'profile.errors.countryInvalid' } });
  });

  it('refuses over-long text', () => {
    expect(validateProfileFields(fields({ city: 'x'.repeat(121) }))).toMatchObject({ ok: false, errors: { city: 'profile.errors.tooLong' } });
  });

  it('counts phone digits, not separators', () => {
    expect(isPhoneNumber('+1 (415) 555-0100')).toBe(true);
    expect(isPhoneNumber('555-012')).toBe(true);
    expect(isPhoneNumber('+1 415 555 0100 1234 5')).toBe(false);
    expect(isPhoneNumber('call me')).toBe(false);
  });

  it('starts the form from a profile with missing or null fields', () => {
    expect(profileFieldsOf({ email: 'a@b.co', fullname: null })).toEqual({
      fullname: '',
      email: 'a@b.co',
      phone: '',
      address: '',
      apartment_suite: '',
      city: '',
      state: '',
      zip_code: '',
      country: '',
    });
  });
});
