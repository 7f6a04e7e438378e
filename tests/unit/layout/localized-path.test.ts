import { describe, expect, it } from 'vitest';
import { localizedPath } from '@/lib/navigation/localized-path';

describe('localized form targets', () => {
  it('have no prefix in the default locale', () => {
    expect(localizedPath('/search', 'en-US')).toBe('/search');
  });

  it('carry the locale prefix elsewhere, as Next routes them', () => {
    expect(localizedPath('/search', 'de-DE')).toBe('/de-DE/search');
    expect(localizedPath('/', 'en-GB')).toBe('/en-GB');
  });
});
