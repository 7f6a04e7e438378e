import { describe, expect, it } from 'vitest';
import { TranslationStore } from '@/components/i18n/translation-store';
import { listingPageTranslations } from '@/server/pages/listing-translations';
import type { PageTranslations } from '@/server/pages/page-translations';

/* A listing page sends only its own listing's words (decision 0054); the browser keeps all it got. */

const listing = {
  title: 'Products',
  collections: { sale: { title: 'Sale' }, hybrid: { title: 'Hybrid' } },
  landing: { 'standing-desks': { eyebrow: 'Stand up' }, 'office-chairs': { eyebrow: 'Sit well' } },
  store: { eyebrow: 'Brand store' },
};

function translations(): PageTranslations {
  return Object.freeze({
    _nextI18Next: { initialI18nStore: { 'en-US': { common: { hello: 'Hello' }, listing } }, initialLocale: 'en-US', ns: ['common', 'listing'], userConfig: null },
  });
}

const listingOf = (page: PageTranslations) => page._nextI18Next?.initialI18nStore['en-US']?.listing;

describe('listing page translations', () => {
  it('keeps a category its own landing words and none of the collections or stores', () => {
    const page = listingPageTranslations(translations(), { kind: 'category', slug: 'standing-desks', name: 'Standing desks', description: '', imageKey: null, productCount: 1 });
    expect(listingOf(page)).toEqual({ title: 'Products', landing: { 'standing-desks': { eyebrow: 'Stand up' } } });
    expect(page._nextI18Next?.initialI18nStore['en-US']?.common).toEqual({ hello: 'Hello' });
  });

  it('keeps a collection its collection, and a brand store the store words', () => {
    expect(listingOf(listingPageTranslations(translations(), { kind: 'collection', collection: 'sale' }))).toEqual({ title: 'Products', collections: { sale: { title: 'Sale' } } });
    const store = listingPageTranslations(translations(), { kind: 'vendor', slug: 'v', name: 'V', description: '', countryCode: 'DE', countryName: 'Germany', productCount: 1 });
    expect(listingOf(store)).toEqual({ title: 'Products', store: { eyebrow: 'Brand store' } });
  });

  it('keeps the search page, which has no listing header, none of them', () => {
    expect(listingOf(listingPageTranslations(translations(), null))).toEqual({ title: 'Products' });
  });

  it('never changes the shared translations', () => {
    const shared = translations();
    listingPageTranslations(shared, { kind: 'collection', collection: 'hybrid' });
    expect(listingOf(shared)).toBe(listing);
  });
});

describe('translation store', () => {
  it('merges the parts of a namespace that pages bring, so no page takes words away', () => {
    const store = new TranslationStore(() => Promise.resolve({}));
    store.add({ 'en-US': { listing: { title: 'Products', landing: { a: { eyebrow: 'A' } } } } });
    store.add({ 'en-US': { listing: { title: 'Products', collections: { sale: { title: 'Sale' } }, landing: { b: { eyebrow: 'B' } } } } });
    expect(store.bundlesOf('en-US').listing).toEqual({ title: 'Products', collections: { sale: { title: 'Sale' } }, landing: { a: { eyebrow: 'A' }, b: { eyebrow: 'B' } } });
  });
});
