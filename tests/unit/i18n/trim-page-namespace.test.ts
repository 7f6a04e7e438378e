import { describe, expect, it } from 'vitest';
import type { PageTranslations } from '@/server/pages/page-translations';
import { trimPageNamespace, withoutGroups } from '@/server/pages/trim-page-namespace';

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const translations = (): PageTranslations =>
  deepFreeze({
    _nextI18Next: {
      initialI18nStore: {
        'en-US': { common: { skip: 'Skip' }, product: { price: { current: 'Price' }, giftCard: { title: 'Who is it for?' } } },
        'fr-FR': { common: { skip: 'Passer' }, product: { price: { current: 'Prix' }, giftCard: { title: 'Pour qui ?' } } },
      },
      initialLocale: 'en-US',
      ns: ['common', 'product'],
      userConfig: null,
    },
  }) as unknown as PageTranslations;

describe('a page namespace trimmed to what the page renders', () => {
  it('leaves the group out of that namespace in every locale and keeps everything else', () => {
    const trimmed = trimPageNamespace(translations(), 'product', (tree) => withoutGroups(tree, ['giftCard']));
    expect(trimmed._nextI18Next?.initialI18nStore).toEqual({
      'en-US': { common: { skip: 'Skip' }, product: { price: { current: 'Price' } } },
      'fr-FR': { common: { skip: 'Passer' }, product: { price: { current: 'Prix' } } },
    });
  });

  it('copies the shared, frozen translations instead of changing them (the next page needs them whole)', () => {
    const shared = translations();
    trimPageNamespace(shared, 'product', (tree) => withoutGroups(tree, ['giftCard']));
    expect(shared._nextI18Next?.initialI18nStore['en-US'].product).toHaveProperty('giftCard');
  });

  it('gives a page without that namespace back as it is', () => {
    const shared = translations();
    expect(trimPageNamespace(shared, 'listing', (tree) => withoutGroups(tree, ['landing']))._nextI18Next?.initialI18nStore).toEqual(shared._nextI18Next?.initialI18nStore);
  });
});
