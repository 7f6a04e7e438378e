import { describe, expect, it } from 'vitest';
import { regionNameIn } from '@/lib/i18n/region-name';

/* A brand store says where the brand is based, in the page's language, from the server (decision 0058). */
describe('regionNameIn', () => {
  it('names a country in the page language', () => {
    expect(regionNameIn('DK', 'en-US')).toBe('Denmark');
    expect(regionNameIn('DK', 'fr-FR')).toBe('Danemark');
    expect(regionNameIn('DK', 'de-DE')).toBe('Dänemark');
  });

  it('falls back to the code when Intl cannot name it', () => {
    expect(regionNameIn('not a region', 'en-US')).toBe('not a region');
  });
});
