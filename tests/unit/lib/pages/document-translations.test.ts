import { describe, expect, it, vi } from 'vitest';
import { documentTranslationUrl, leaveOutTranslations, translationFilesOf } from '@/lib/pages/document-translations';
import { loadDocumentTranslations } from '@/components/i18n/load-document-translations';

/* The first document names its translation files instead of carrying them (decision 0068). */

const i18n = (store: Record<string, Record<string, object>> | undefined, ns: unknown = ['common', 'product']) => ({
  ...(store ? { initialI18nStore: store } : {}),
  initialLocale: 'fr-FR',
  ns,
  userConfig: null,
});

function pageData(store: Record<string, Record<string, object>> | undefined, ns?: unknown) {
  return { buildId: 'build 1', props: { pageProps: { product: { id: 1 }, _nextI18Next: i18n(store, ns) }, __N_SSG: true } };
}

const FR = { 'fr-FR': { common: { hello: 'Bonjour' }, product: { add: 'Ajouter' } } };

describe('leaveOutTranslations', () => {
  it('writes the inline data without the words and names the files of this build instead', () => {
    const data = pageData(FR);
    const files = leaveOutTranslations(data);
    expect(files).toEqual({ locale: 'fr-FR', namespaces: ['common', 'product'], buildId: 'build 1' });
    expect(JSON.parse(JSON.stringify(data.props))).toEqual({ pageProps: { product: { id: 1 }, _nextI18Next: i18n(undefined) }, __N_SSG: true });
    expect(translationFilesOf(data)).toEqual(files);
  });

  it('leaves the page props whole: they are also the page data client-side navigations fetch', () => {
    const data = pageData(FR);
    const { pageProps } = data.props;
    leaveOutTranslations(data);
    expect(pageProps._nextI18Next.initialI18nStore).toBe(FR);
  });

  it('keeps the words inline when the files could not give them all back', () => {
    for (const data of [pageData(FR, ['common']), pageData({ ...FR, 'de-DE': { common: {} } }), { props: { pageProps: { _nextI18Next: i18n(FR) } } }]) {
      const props = data.props;
      expect(leaveOutTranslations(data)).toBeNull();
      expect(data.props).toBe(props);
      expect(translationFilesOf(data)).toBeNull();
    }
  });

  it('changes nothing on a page without translations', () => {
    const data = { buildId: 'b', props: { pageProps: { statusCode: 404 } } };
    const props = data.props;
    expect(leaveOutTranslations(data)).toBeNull();
    expect(data.props).toBe(props);
  });

  it('addresses the language file of the locale, tied to the build', () => {
    expect(documentTranslationUrl('en-GB', 'product', 'abc_1')).toBe('/locales/en/product.json?v=abc_1');
    expect(documentTranslationUrl('de-DE', 'common', 'a b')).toBe('/locales/de/common.json?v=a%20b');
  });
});

describe('loadDocumentTranslations', () => {
  it('loads each named file and gives the words in the shape the page data had', async () => {
    const data = pageData(FR);
    leaveOutTranslations(data);
    const loadFile = vi.fn((url: string) => Promise.resolve(url.includes('/common.json') ? FR['fr-FR'].common : FR['fr-FR'].product));
    await expect(loadDocumentTranslations(JSON.parse(JSON.stringify(data)), loadFile)).resolves.toEqual(FR);
    expect(loadFile.mock.calls.map(([url]) => url)).toEqual(['/locales/fr/common.json?v=build%201', '/locales/fr/product.json?v=build%201']);
  });

  it('loads nothing when the inline data carries the words', async () => {
    const loadFile = vi.fn();
    await expect(loadDocumentTranslations(pageData(FR), loadFile)).resolves.toBeUndefined();
    await expect(loadDocumentTranslations(undefined, loadFile)).resolves.toBeUndefined();
    expect(loadFile).not.toHaveBeenCalled();
  });

  it('fails when a file cannot be had, so the page is not hydrated with keys for words', async () => {
    const data = pageData(FR);
    leaveOutTranslations(data);
    const loadFile = (url: string) => (url.includes('product') ? Promise.reject(new Error('HTTP 404')) : Promise.resolve({}));
    await expect(loadDocumentTranslations(data, loadFile)).rejects.toThrow('HTTP 404');
  });
});

describe('earlyTranslationFetchScript', () => {
  it('starts one fetch per file of this build as the document is parsed, and keeps each by its URL', async () => {
    const { earlyTranslationFetchScript, EARLY_TRANSLATION_FETCHES } = await import('@/lib/pages/document-translations');
    const asked: string[] = [];
    const answers: Record<string, Promise<unknown>> = {};
    const fakeWindow: Record<string, unknown> = {
      fetch: (url: string) => {
        asked.push(url);
        return (answers[url] = Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({}) }));
      },
    };
    fakeWindow.window = fakeWindow;
    new Function('window', 'fetch', earlyTranslationFetchScript({ locale: 'de-DE', namespaces: ['common', 'x</script>'], buildId: 'b1' }))(fakeWindow, fakeWindow.fetch);
    expect(asked).toEqual(['/locales/de/common.json?v=b1', '/locales/de/x%3C%2Fscript%3E.json?v=b1']);
    expect(fakeWindow[EARLY_TRANSLATION_FETCHES]).toEqual(answers);
    expect(earlyTranslationFetchScript({ locale: 'de-DE', namespaces: ['a<b'], buildId: '<' })).not.toContain('<');
  });
});
