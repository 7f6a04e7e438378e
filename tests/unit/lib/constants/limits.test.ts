import { describe, expect, it } from 'vitest';
import {
  API_TIMEOUT_MS,
  DEFAULT_CURRENCY_TYPE_CODE,
  DEFAULT_DEBOUNCE_MS,
  HOME_COUNTRIES,
  INDEXABLE_COUNTRIES,
  MONITORING_REPLAY_SAMPLE_RATE,
  MONITORING_SESSION_SAMPLE_RATE,
  SECONDARY_WIDGETS_DELAY_MS,
  SESSION_INACTIVITY_MS,
  STORE_TIME_ZONE,
  TRANSLATION_LOAD_RETRIES,
  isHomeCountry,
  isIndexableCountry,
  translationRetryDelayMs,
  viewportKindOf,
} from '@/lib/constants/limits';

describe('limits (spec §9)', () => {
  it('keeps the time limits', () => {
    expect(API_TIMEOUT_MS).toBe(60_000);
    expect(SESSION_INACTIVITY_MS).toBe(900_000);
    expect(DEFAULT_DEBOUNCE_MS).toBe(1_000);
    expect(SECONDARY_WIDGETS_DELAY_MS).toBe(1_500);
  });

  it('classes widths below 768 px as mobile, 768 to 991 px as tablet, wider as desktop', () => {
    expect(viewportKindOf(375)).toBe('mobile');
    expect(viewportKindOf(767)).toBe('mobile');
    expect(viewportKindOf(768)).toBe('tablet');
    expect(viewportKindOf(991)).toBe('tablet');
    expect(viewportKindOf(992)).toBe('desktop');
  });

  it('retries translation files 5 times, waiting from 350 ms and doubling', () => {
    expect(TRANSLATION_LOAD_RETRIES).toBe(5);
    expect([1, 2, 3, 4, 5].map(translationRetryDelayMs)).toEqual([350, 700, 1_400, 2_800, 5_600]);
    expect(translationRetryDelayMs(0)).toBe(350);
  });

  it('samples 20% of sessions and 10% of replays', () => {
    expect(MONITORING_SESSION_SAMPLE_RATE).toBe(0.2);
    expect(MONITORING_REPLAY_SAMPLE_RATE).toBe(0.1);
  });

  it('reads the "sale" price list by default', () => {
    expect(DEFAULT_CURRENCY_TYPE_CODE).toBe('sale');
  });

  it('has US, CA and AE as home countries in the Los Angeles time zone', () => {
    expect(HOME_COUNTRIES).toEqual(['US', 'CA', 'AE']);
    expect(isHomeCountry('AE')).toBe(true);
    expect(isHomeCountry('GB')).toBe(false);
    expect(isHomeCountry('ca')).toBe(true);
    expect(STORE_TIME_ZONE).toBe('America/Los_Angeles');
  });

  it('indexes exactly US, CA, FR, DE, GB, CH, ES, BE, PT and NL', () => {
    expect([...INDEXABLE_COUNTRIES].sort()).toEqual(['BE', 'CA', 'CH', 'DE', 'ES', 'FR', 'GB', 'NL', 'PT', 'US']);
    expect(isIndexableCountry('CH')).toBe(true);
    expect(isIndexableCountry('AE')).toBe(false);
    expect(isIndexableCountry('nl')).toBe(true);
  });
});
