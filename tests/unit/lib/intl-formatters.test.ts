import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNamesOf, numberFormat } from '@/lib/format/intl-formatters';

describe('remembered Intl formatters', () => {
  it('format as a new formatter would, per locale and options', () => {
    const day = new Date(Date.UTC(2026, 10, 21));
    expect(dateTimeFormat('fr-FR', { dateStyle: 'medium', timeZone: 'UTC' }).format(day)).toBe(new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeZone: 'UTC' }).format(day));
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(day)).toBe('Nov 21, 2026');
    expect(numberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(4.25)).toBe('4,3');
    expect(numberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(4.25)).toBe('4.3');
    expect(displayNamesOf('de-DE', { type: 'language' }).of('fr')).toBe('Französisch');
    expect(displayNamesOf('en-US', { type: 'region' }).of('FR')).toBe('France');
  });

  it('hand back the same formatter for the same locale and options, another for other ones', () => {
    expect(dateTimeFormat('en-GB', { dateStyle: 'long' })).toBe(dateTimeFormat('en-GB', { dateStyle: 'long' }));
    expect(dateTimeFormat('en-GB', { dateStyle: 'long' })).not.toBe(dateTimeFormat('en-GB', { dateStyle: 'short' }));
    expect(numberFormat('fr-FR')).not.toBe(numberFormat('de-DE'));
  });

  it('refuse a locale Intl cannot read, as Intl does', () => {
    expect(() => displayNamesOf('not a locale', { type: 'language' })).toThrow(RangeError);
  });
});
