import { describe, expect, it } from 'vitest';
import { preselectedCountry } from '@/components/checkout/address-draft';
import { shippingCountriesFor } from '@/lib/address/validate-address';

describe('the country a new checkout address starts with', () => {
  const euro = shippingCountriesFor('FR');

  it('is the page locale’s country (/de-DE/secure-checkout → Germany, even for a cart made in France)', () => {
    expect(preselectedCountry({ localeCountry: 'DE', storeCountry: 'FR', shippingCountries: euro })).toBe('DE');
    expect(preselectedCountry({ localeCountry: 'FR', storeCountry: 'FR', shippingCountries: euro })).toBe('FR');
  });

  it('is the shopper’s saved country when the store ships there', () => {
    expect(preselectedCountry({ savedCountry: 'fr', localeCountry: 'DE', storeCountry: 'DE', shippingCountries: euro })).toBe('FR');
  });

  it('falls back to the store country when the store does not ship to the locale’s', () => {
    expect(preselectedCountry({ savedCountry: '', localeCountry: 'US', storeCountry: 'DE', shippingCountries: euro })).toBe('DE');
    expect(preselectedCountry({ localeCountry: 'DE', storeCountry: 'US', shippingCountries: ['US'] })).toBe('US');
  });
});
