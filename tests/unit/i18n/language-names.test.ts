import { describe, expect, it } from 'vitest';
import { languageNameIn, storeLanguageName } from '@/lib/i18n/language-names';
import { LANGUAGES, LOCALES } from '@/lib/i18n/locales';

describe('the store languages named without Intl (decision 0058)', () => {
  it.each(LOCALES)('%s: names en, fr and de as Intl.DisplayNames does', (locale) => {
    const intl = new Intl.DisplayNames([locale], { type: 'language' });
    for (const code of LANGUAGES) expect(storeLanguageName(code, locale)).toBe(intl.of(code));
  });

  it('leaves any other language to Intl', () => {
    expect(storeLanguageName('es', 'en-US')).toBeUndefined();
    expect(storeLanguageName('toString', 'en-US')).toBeUndefined();
  });

  it('languageNameIn names the store languages from the table, others through Intl, and falls back to the code', () => {
    expect(languageNameIn('de', 'fr-FR')).toBe('allemand');
    expect(languageNameIn('es', 'en-US')).toBe(new Intl.DisplayNames(['en-US'], { type: 'language' }).of('es'));
    expect(languageNameIn('fr', 'not a locale!')).toBe('fr');
  });
});
