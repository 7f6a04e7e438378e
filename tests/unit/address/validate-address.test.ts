import { describe, expect, it } from 'vitest';
import type { Address } from '@/lib/contracts/ordering/checkout-schemas';
import { addressRulesFor, normalizePostalCode, regionCodeOf } from '@/lib/address/country-address-rules';
import { normalizeAddress, shippingCountriesFor, validateAddress } from '@/lib/address/validate-address';

function address(overrides: Partial<Address> = {}): Address {
  return {
    full_name: 'Ada Lovelace',
    street: '1 Market Street',
    line_1: '',
    city: 'San Francisco',
    state_or_province: 'CA',
    postal_code: '94107',
    country: 'US',
    phone: '',
    ...overrides,
  };
}

function codes(overrides: Partial<Address>): string[] {
  return validateAddress(address(overrides)).map((error) => error.code);
}

const POSTAL_CODES: Record<string, { region?: string; valid: string[]; invalid: string[] }> = {
  US: { region: 'NY', valid: ['10001', '94107-1234', ' 02139 '], invalid: ['1234', '123456', '94107-12', 'ABCDE', '94107 1234'] },
  CA: { region: 'ON', valid: ['M5V 2T6', 'm5v2t6', 'K1A 0B1', 'L4W  1S2'], invalid: ['M5V 2T', 'D5V 2T6', 'M5V 2O6', 'W1A 1A1', '12345'] },
  GB: {
    valid: ['SW1A 1AA', 'sw1a1aa', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'W1A 0AX', 'EC1A 1BB', 'GIR 0AA'],
    invalid: ['SW1A', 'Q1 1AA', '1AA 1AA', 'SW1A 1CA', 'M1 1AEE', '12345'],
  },
  FR: { valid: ['75001', '13001', '20000', '97400', '98000'], invalid: ['7500', '750011', '00100', '99000', 'ABCDE'] },
  DE: { valid: ['10115', '80331', '01067', '99998'], invalid: ['00123', '1011', '101155', 'D-10115x'] },
  ES: { valid: ['28013', '08001', '52001'], invalid: ['53001', '00001', '2801'] },
  NL: { valid: ['1012 JS', '1012js', '9999 ZZ'], invalid: ['0123 AB', '1012 SA', '1012', '1012 J'] },
  BE: { valid: ['1000', '9000'], invalid: ['0999', '10000'] },
  PT: { valid: ['1100-148', '4000-001'], invalid: ['1100148', '1100-14', '0100-148'] },
};

describe('postal codes are checked against each country format', () => {
  for (const [country, table] of Object.entries(POSTAL_CODES)) {
    const state_or_province = table.region ?? '';
    for (const postal_code of table.valid) {
      it(`${country} accepts "${postal_code}"`, () => {
        expect(codes({ country, state_or_province, postal_code })).toEqual([]);
      });
    }
    for (const postal_code of table.invalid) {
      it(`${country} refuses "${postal_code}" with postal_code_format`, () => {
        const errors = validateAddress(address({ country, state_or_province, postal_code }));
        expect(errors).toEqual([expect.objectContaining({ field: 'postal_code', code: 'postal_code_format' })]);
      });
    }
  }

  it('names the example in the English message', () => {
    const [error] = validateAddress(address({ postal_code: '941' }));
    expect(error?.message).toBe('Enter a valid ZIP code, for example 94107.');
  });

  it('requires a postal code in US, CA, GB, FR and DE', () => {
    for (const [country, state_or_province] of [['US', 'CA'], ['CA', 'QC'], ['GB', ''], ['FR', ''], ['DE', '']] as const) {
      expect(codes({ country, state_or_province, postal_code: '' })).toEqual(['postal_code_required']);
    }
  });

  it('lets Irish and Emirati addresses go without a postal code', () => {
    expect(codes({ country: 'IE', state_or_province: '', postal_code: '' })).toEqual([]);
    expect(codes({ country: 'AE', state_or_province: 'Dubai', postal_code: '' })).toEqual([]);
    expect(codes({ country: 'IE', state_or_province: '', postal_code: 'D02 X285' })).toEqual([]);
  });

  it('accepts any sane postal code for a country without a precise rule, and refuses junk', () => {
    expect(codes({ country: 'JP', state_or_province: '', postal_code: '100-0001' })).toEqual([]);
    expect(codes({ country: 'JP', state_or_province: '', postal_code: '' })).toEqual([]);
    expect(codes({ country: 'JP', state_or_province: '', postal_code: '<script>' })).toEqual(['postal_code_format']);
  });

  it('refuses a Canadian postal code of another province', () => {
    const errors = validateAddress(address({ country: 'CA', state_or_province: 'BC', postal_code: 'M5V 2T6' }));
    expect(errors).toEqual([expect.objectContaining({ field: 'postal_code', code: 'postal_code_province_mismatch' })]);
    expect(codes({ country: 'CA', state_or_province: 'QC', postal_code: 'H2X 1Y4' })).toEqual([]);
    expect(codes({ country: 'CA', state_or_province: 'NU', postal_code: 'X0A 0H0' })).toEqual([]);
  });
});

describe('states and provinces', () => {
  it('requires a US state, by code or by name in any case', () => {
    expect(codes({ state_or_province: '' })).toEqual(['state_required']);
    expect(codes({ state_or_province: 'california' })).toEqual([]);
    expect(codes({ state_or_province: 'dc' })).toEqual([]);
  });

  it('refuses a state the store does not deliver to', () => {
    const errors = validateAddress(address({ state_or_province: 'PR', postal_code: '00901' }));
    expect(errors).toEqual([expect.objectContaining({ field: 'state_or_province', code: 'state_invalid' })]);
    expect(codes({ state_or_province: 'Narnia' })).toEqual(['state_invalid']);
  });

  it('requires one of the 13 Canadian provinces and territories', () => {
    expect(codes({ country: 'CA', state_or_province: '', postal_code: 'M5V 2T6' })).toEqual(['province_required']);
    expect(codes({ country: 'CA', state_or_province: 'CA', postal_code: 'M5V 2T6' })).toEqual(['province_invalid']);
    expect(codes({ country: 'CA', state_or_province: 'Ontario', postal_code: 'M5V 2T6' })).toEqual([]);
  });

  it('leaves the county optional in GB and the region off in FR and DE', () => {
    expect(codes({ country: 'GB', state_or_province: '', postal_code: 'SW1A 1AA' })).toEqual([]);
    expect(codes({ country: 'GB', state_or_province: 'Kent', postal_code: 'CT1 1AA' })).toEqual([]);
    expect(codes({ country: 'FR', state_or_province: '', postal_code: '75001' })).toEqual([]);
  });
});

describe('other fields', () => {
  it('reports every missing field at once, each with its code', () => {
    const errors = validateAddress(address({ full_name: ' ', street: '', city: '', state_or_province: '', postal_code: '' }));
    expect(errors.map((error) => [error.field, error.code])).toEqual([
      ['full_name', 'full_name_required'],
      ['street', 'street_required'],
      ['city', 'city_required'],
      ['state_or_province', 'state_required'],
      ['postal_code', 'postal_code_required'],
    ]);
    for (const error of errors) expect(error.message).toMatch(/^[A-Z].+\.$/);
  });

  it('accepts an empty or dialable phone number and refuses others', () => {
    expect(codes({ phone: '' })).toEqual([]);
    expect(codes({ phone: '+1 (415) 555-0100' })).toEqual([]);
    expect(codes({ phone: '+33 1 23 45 67 89' })).toEqual([]);
    expect(codes({ phone: '12345' })).toEqual(['phone_format']);
    expect(codes({ phone: 'call me' })).toEqual(['phone_format']);
    expect(codes({ phone: '+1234567890123456' })).toEqual(['phone_format']);
  });

  it('refuses a country code that is not two letters', () => {
    expect(codes({ country: 'USA' })).toEqual(['country_invalid']);
  });

  it('refuses a destination the cart store does not ship to, when the store is given', () => {
    const canadian = address({ country: 'CA', state_or_province: 'ON', postal_code: 'M5V 2T6' });
    expect(validateAddress(canadian, { storeCountry: 'US' })).toEqual([
      expect.objectContaining({ field: 'country', code: 'country_not_shipped' }),
    ]);
    expect(validateAddress(canadian, { storeCountry: 'CA' })).toEqual([]);
    const german = address({ country: 'DE', state_or_province: '', postal_code: '10115' });
    expect(validateAddress(german, { storeCountry: 'FR' })).toEqual([]);
    expect(validateAddress(german, { storeCountry: 'GB' }).map((error) => error.code)).toEqual(['country_not_shipped']);
  });
});

describe('shipping countries of a store', () => {
  it('keeps the US, Canadian and UK stores in their own country', () => {
    expect(shippingCountriesFor('US')).toEqual(['US']);
    expect(shippingCountriesFor('ca')).toEqual(['CA']);
    expect(shippingCountriesFor('GB')).toEqual(['GB']);
    expect(shippingCountriesFor('AE')).toEqual(['AE']);
  });

  it('lets a euro store ship to every listed EU country paying in euros', () => {
    const euro = ['FR', 'DE', 'ES', 'PT', 'NL', 'BE'];
    for (const store of euro) expect([...shippingCountriesFor(store)].sort()).toEqual([...euro].sort());
    expect(shippingCountriesFor('FR')).not.toContain('GB');
    expect(shippingCountriesFor('FR')).not.toContain('CH');
  });
});

describe('address rules for the form', () => {
  it('lists the 50 states and DC for the US, with state labels and a ZIP example', () => {
    const rules = addressRulesFor('us');
    expect(rules.regions).toHaveLength(51);
    expect(rules.regions.map((region) => region.code)).toContain('DC');
    expect(rules).toMatchObject({ regionLabel: 'state', regionRequired: true, postalLabel: 'zip' });
    expect(rules.postalCode).toMatchObject({ example: '94107', required: true });
  });

  it('lists the 13 Canadian provinces and territories', () => {
    const rules = addressRulesFor('CA');
    expect(rules.regions.map((region) => region.code).sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].sort(),
    );
    expect(rules.regionLabel).toBe('province');
  });

  it('labels GB by county and postcode, FR and DE without a region', () => {
    expect(addressRulesFor('GB')).toMatchObject({ regionLabel: 'county', regionRequired: false, postalLabel: 'postcode', regions: [] });
    expect(addressRulesFor('FR')).toMatchObject({ regionLabel: 'none', postalLabel: 'postal_code' });
    expect(addressRulesFor('DE')).toMatchObject({ regionLabel: 'none', postalLabel: 'postal_code' });
  });

  it('gives every precise country an example that its own pattern accepts', () => {
    for (const country of ['US', 'CA', 'GB', 'FR', 'DE', 'ES', 'PT', 'NL', 'BE', 'LU', 'AT', 'CH', 'IT', 'IE', 'SE', 'PL', 'CZ', 'GR', 'DK', 'NO', 'FI']) {
      const { postalCode } = addressRulesFor(country);
      expect(postalCode.pattern.test(normalizePostalCode(country, postalCode.example)), country).toBe(true);
    }
  });

  it('normalizes postal codes to the post office spelling and states to their codes', () => {
    expect(normalizePostalCode('CA', 'm5v2t6')).toBe('M5V 2T6');
    expect(normalizePostalCode('GB', 'sw1a1aa')).toBe('SW1A 1AA');
    expect(normalizePostalCode('NL', '1012js')).toBe('1012 JS');
    expect(regionCodeOf('US', 'New York')).toBe('NY');
    expect(regionCodeOf('FR', 'Paris')).toBeNull();
    expect(normalizeAddress(address({ state_or_province: 'california', postal_code: ' 94107 ', country: 'us' }))).toMatchObject({
      state_or_province: 'CA',
      postal_code: '94107',
      country: 'US',
    });
    expect(normalizeAddress(address({ country: 'GB', state_or_province: 'Kent', postal_code: 'ct11aa' }))).toMatchObject({
      state_or_province: 'Kent',
      postal_code: 'CT1 1AA',
    });
  });
});
