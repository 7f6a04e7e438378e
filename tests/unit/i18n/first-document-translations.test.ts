// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentTranslations, loadFirstDocumentTranslations } from '@/components/i18n/document-translations';
import { EARLY_TRANSLATION_FETCHES } from '@/lib/pages/document-translations';

/* Decision 0068: the first document's words, from the fetches its head started. */

const answer = (body: unknown, status = 200) => Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);

describe('loadFirstDocumentTranslations', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (window as unknown as Record<string, unknown>).__NEXT_DATA__;
    delete (window as unknown as Record<string, unknown>)[EARLY_TRANSLATION_FETCHES];
  });

  it('takes each file from the fetch the document started, and asks again for one that failed', async () => {
    (window as unknown as Record<string, unknown>).__NEXT_DATA__ = {
      buildId: 'b7',
      props: { pageProps: { _nextI18Next: { initialLocale: 'fr-FR', ns: ['common', 'product'] } } },
    };
    (window as unknown as Record<string, unknown>)[EARLY_TRANSLATION_FETCHES] = {
      '/locales/fr/common.json?v=b7': answer('busy', 503),
      '/locales/fr/product.json?v=b7': answer({ add: 'Ajouter au panier' }),
    };
    const fetchAgain = vi.fn(() => answer({ hello: 'Bonjour' }));
    vi.stubGlobal('fetch', fetchAgain);

    await loadFirstDocumentTranslations();
    expect(documentTranslations()).toEqual({ 'fr-FR': { common: { hello: 'Bonjour' }, product: { add: 'Ajouter au panier' } } });
    expect(fetchAgain).toHaveBeenCalledTimes(1);
    expect(fetchAgain).toHaveBeenCalledWith('/locales/fr/common.json?v=b7', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('loads nothing when the document carries its words inline', () => {
    (window as unknown as Record<string, unknown>).__NEXT_DATA__ = {
      buildId: 'b7',
      props: { pageProps: { _nextI18Next: { initialLocale: 'fr-FR', ns: ['common'], initialI18nStore: { 'fr-FR': { common: {} } } } } },
    };
    expect(loadFirstDocumentTranslations()).toBeNull();
  });
});
