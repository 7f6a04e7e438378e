import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_REGIONS, countryByCode, isListedCountry, localeForCountry } from '@/lib/i18n/country-regions';
import { isEuCountry } from '@/lib/i18n/eu-countries';

describe('country-region list (spec §3)', () => {
  it('groups about 35 countries into North America, Europe, Middle East and Others', () => {
    expect(COUNTRY_REGIONS.map((region) => region.name)).toEqual(['North America', 'Europe', 'Middle East', 'Others']);
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(30);
    expect(COUNTRIES.length).toBeLessThanOrEqual(40);
  });

  it('includes the countries the store is built for', () => {
    for (const code of ['CA', 'US', 'FR', 'GB', 'DE', 'ES', 'PT', 'NL', 'AE', 'CH', 'BE']) expect(isListedCountry(code)).toBe(true);
  });

  it('lists every country once, with a two-letter code and an English name', () => {
    const codes = COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const country of COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.name.length).toBeGreaterThan(0);
    }
  });

  it('puts each country in the region it is listed under', () => {
    expect(countryByCode('US')?.region).toBe('north-america');
    expect(countryByCode('GB')?.region).toBe('europe');
    expect(countryByCode('AE')?.region).toBe('middle-east');
    for (const region of COUNTRY_REGIONS) for (const country of region.countries) expect(country.region).toBe(region.id);
  });

  it('gives the store currency of each country', () => {
    expect(countryByCode('US')?.currency).toBe('USD');
    expect(countryByCode('CA')?.currency).toBe('CAD');
    expect(countryByCode('GB')?.currency).toBe('GBP');
    expect(countryByCode('FR')?.currency).toBe('EUR');
    expect(countryByCode('AE')?.currency).toBe('AED');
  });

  it('finds a country by code in any case', () => {
    expect(countryByCode(' fr ')?.name).toBe('France');
    expect(countryByCode('XX')).toBeUndefined();
  });
});

describe('localeForCountry (spec §9 country -> language -> locale)', () => {
  it('maps countries with their own store locale to it', () => {
    expect(localeForCountry('CA')).toBe('en-CA');
    expect(localeForCountry('GB')).toBe('en-GB');
    expect(localeForCountry('US')).toBe('en-US');
    expect(localeForCountry('FR')).toBe('fr-FR');
    expect(localeForCountry('DE')).toBe('de-DE');
  });

  it('maps other countries by their language', () => {
    expect(localeForCountry('AT')).toBe('de-DE');
    expect(localeForCountry('CH')).toBe('de-DE');
    expect(localeForCountry('BE')).toBe('fr-FR');
    expect(localeForCountry('LU')).toBe('fr-FR');
  });

  it('maps countries whose language the store lacks to the default locale', () => {
    expect(localeForCountry('ES')).toBe('en-US');
    expect(localeForCountry('AE')).toBe('en-US');
    expect(localeForCountry('JP')).toBe('en-US');
  });

  it('maps unknown or malformed codes to the default locale', () => {
    expect(localeForCountry('ZZ')).toBe('en-US');
    expect(localeForCountry('')).toBe('en-US');
  });

  it('agrees with the locale stored on every listed country', () => {
    for (const country of COUNTRIES) expect(localeForCountry(country.code)).toBe(country.locale);
  });

  it('accepts lower-case codes', () => {
    expect(localeForCountry('gb')).toBe('en-GB');
  });
});

describe('isEuCountry', () => {
  it('knows EU members from other European countries', () => {
    expect(isEuCountry('FR')).toBe(true);
    expect(isEuCountry('nl')).toBe(true);
    expect(isEuCountry('GB')).toBe(false);
    expect(isEuCountry('CH')).toBe(false);
    expect(isEuCountry('NO')).toBe(false);
  });
});
