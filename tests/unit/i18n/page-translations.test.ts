import { describe, expect, it, vi } from 'vitest';
import { rememberTranslations, type PageTranslations } from '@/server/pages/page-translations';

function translationsOf(locale: string, namespaces: string[]): PageTranslations {
  return {
    _nextI18Next: {
      initialI18nStore: { [locale]: Object.fromEntries(namespaces.map((ns) => [ns, { title: `${ns} in ${locale}` }])) },
      initialLocale: locale,
      ns: namespaces,
      userConfig: null,
    },
  };
}

describe('page translations', () => {
  it('reads a locale and set of namespaces once, however many pages render with them', async () => {
    const load = vi.fn(async (locale: string, namespaces: string[]) => translationsOf(locale, namespaces));
    const translations = rememberTranslations(load);
    const first = await translations('fr-FR', ['common', 'catalog']);
    const second = await translations('fr-FR', ['common', 'catalog']);
    expect(second).toEqual(first);
    expect(first._nextI18Next?.initialI18nStore['fr-FR']?.catalog).toEqual({ title: 'catalog in fr-FR' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps locales and namespace sets apart', async () => {
    const load = vi.fn(async (locale: string, namespaces: string[]) => translationsOf(locale, namespaces));
    const translations = rememberTranslations(load);
    const french = await translations('fr-FR', ['common']);
    const german = await translations('de-DE', ['common']);
    const frenchProduct = await translations('fr-FR', ['common', 'product']);
    expect(french._nextI18Next?.initialLocale).toBe('fr-FR');
    expect(german._nextI18Next?.initialLocale).toBe('de-DE');
    expect(frenchProduct._nextI18Next?.ns).toEqual(['common', 'product']);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shares one frozen copy between pages, so one render cannot change the next one’s resources', async () => {
    const translations = rememberTranslations(async (locale, namespaces) => translationsOf(locale, namespaces));
    const first = await translations('en-US', ['common']);
    const store = first._nextI18Next?.initialI18nStore['en-US'] as Record<string, unknown>;
    expect(() => {
      store.cart = { added: 'by a render' };
    }).toThrow(TypeError);
    expect(() => {
      (store.common as Record<string, unknown>).title = 'changed by a render';
    }).toThrow(TypeError);
    const second = await translations('en-US', ['common']);
    expect(second).toBe(first);
    expect(second._nextI18Next?.initialI18nStore['en-US']).toEqual({ common: { title: 'common in en-US' } });
  });

  it('tries again after a failed read instead of remembering the failure', async () => {
    const load = vi
      .fn<(locale: string, namespaces: string[]) => Promise<PageTranslations>>()
      .mockRejectedValueOnce(new Error('EMFILE: too many open files'))
      .mockImplementation(async (locale, namespaces) => translationsOf(locale, namespaces));
    const translations = rememberTranslations(load);
    await expect(translations('en-US', ['common'])).rejects.toThrow('EMFILE');
    await expect(translations('en-US', ['common'])).resolves.toMatchObject({ _nextI18Next: { initialLocale: 'en-US' } });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
