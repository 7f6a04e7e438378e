import { describe, expect, it } from 'vitest';
import { formatAddressLine, formatAddressLines, type PostalAddress } from '@/lib/address/format-address';

const base = { full_name: 'Ada Lopez', line_1: '', phone: '+1 415 555 0100' };
const US: PostalAddress = { ...base, street: '1 Market Street', city: 'San Francisco', state_or_province: 'CA', postal_code: '94105', country: 'US' };
const FR: PostalAddress = { ...base, street: '12 rue de Rivoli', city: 'Paris', state_or_province: '', postal_code: '75001', country: 'FR' };
const DE: PostalAddress = { ...base, street: 'Unter den Linden 5', line_1: '3. OG', city: 'Berlin', state_or_province: '', postal_code: '10117', country: 'DE' };
const GB: PostalAddress = { ...base, street: '10 Downing Street', city: 'London', state_or_province: '', postal_code: 'SW1A 2AA', country: 'GB' };
const CA: PostalAddress = { ...base, street: '290 Bremner Blvd', city: 'Toronto', state_or_province: 'ON', postal_code: 'M5V 3L9', country: 'CA' };

describe('postal addresses as each country writes them', () => {
  it('writes a US address as "City, ST ZIP" and names the country in full (en-US)', () => {
    expect(formatAddressLine(US, 'en-US')).toBe('Ada Lopez, 1 Market Street, San Francisco, CA 94105, United States');
  });

  it('puts the postal code before the city in France and Germany, the country in the reader’s language (fr-FR, de-DE)', () => {
    expect(formatAddressLines(FR, 'fr-FR')).toEqual(['Ada Lopez', '12 rue de Rivoli', '75001 Paris', 'France']);
    expect(formatAddressLines(DE, 'de-DE')).toEqual(['Ada Lopez', 'Unter den Linden 5', '3. OG', '10117 Berlin', 'Deutschland']);
    expect(formatAddressLine(DE, 'fr-FR')).toBe('Ada Lopez, Unter den Linden 5, 3. OG, 10117 Berlin, Allemagne');
  });

  it('gives a UK postcode its own line (en-GB)', () => {
    expect(formatAddressLines(GB, 'en-GB')).toEqual(['Ada Lopez', '10 Downing Street', 'London', 'SW1A 2AA', 'United Kingdom']);
  });

  it('writes a Canadian address as "City PR  A1A 1A1" (en-CA)', () => {
    expect(formatAddressLines(CA, 'en-CA')).toEqual(['Ada Lopez', '290 Bremner Blvd', 'Toronto ON  M5V 3L9', 'Canada']);
  });

  it('adds the phone only when asked and can leave out the name and the country', () => {
    expect(formatAddressLines(US, 'en-US', { phone: true }).at(-1)).toBe('+1 415 555 0100');
    expect(formatAddressLine(US, 'en-US', { name: false, country: false })).toBe('1 Market Street, San Francisco, CA 94105');
  });
});
