import { translationFileUrl } from '@/lib/i18n/translation-file-url';
import type { InitialTranslations } from '@/lib/i18n/translate';

/*
 * A first document's translations travel as the build's translation files, not in its inline
 * page data (decision 0068). The files are the same for every page of a language and the browser
 * keeps them between pages; inline, every page's HTML carried its namespaces again (7 kB of a
 * product page). The document names the files and preloads them; the browser's `_app` waits for
 * them before the page hydrates (components/i18n/document-translations.browser.ts). The page data
 * of client-side navigations keeps its translations: there the browser renders from it.
 */

/** What the first document says about its translations instead of carrying them. */
export interface DocumentTranslationFiles {
  locale: string;
  namespaces: string[];
  buildId: string;
}

interface I18nPageData {
  initialI18nStore?: InitialTranslations;
  initialLocale?: string;
  ns?: unknown;
}

interface PageDataLike {
  buildId?: string;
  props?: { pageProps?: unknown } & Record<string, unknown>;
}

/**
 * A translation file of this build. The build id in the query keeps a browser from pairing a page
 * with an earlier deployment's words it still holds (the files are cached for minutes).
 */
export function documentTranslationUrl(locale: string, namespace: string, buildId: string): string {
  return `${translationFileUrl(locale, namespace)}?v=${encodeURIComponent(buildId)}`;
}

function i18nOf(pageProps: unknown): I18nPageData | null {
  if (typeof pageProps !== 'object' || pageProps === null) return null;
  const i18n = (pageProps as { _nextI18Next?: unknown })._nextI18Next;
  return typeof i18n === 'object' && i18n !== null ? (i18n as I18nPageData) : null;
}

function namespacesOf(i18n: I18nPageData): string[] {
  return Array.isArray(i18n.ns) ? i18n.ns.filter((namespace): namespace is string => typeof namespace === 'string') : [];
}

/**
 * `__NEXT_DATA__` as the first document writes it: without `_nextI18Next.initialI18nStore`. Like
 * `leaveOutKeptPageData` it replaces `props` and never edits the object, which is also the page
 * data of client-side navigations. Returns the files the page needs, or null when it has none.
 */
export function leaveOutTranslations(data: PageDataLike): DocumentTranslationFiles | null {
  const pageProps = data.props?.pageProps;
  const i18n = i18nOf(pageProps);
  if (!i18n?.initialI18nStore || !i18n.initialLocale || !data.buildId) return null;
  const namespaces = namespacesOf(i18n);
  // Only what the files can give back: one locale, and every namespace it holds is named in `ns`.
  const held = Object.keys(i18n.initialI18nStore[i18n.initialLocale] ?? {});
  if (Object.keys(i18n.initialI18nStore).length !== 1 || held.some((namespace) => !namespaces.includes(namespace))) return null;
  const { initialI18nStore: _inline, ...rest } = i18n;
  data.props = { ...data.props, pageProps: { ...(pageProps as Record<string, unknown>), _nextI18Next: rest } };
  return { locale: i18n.initialLocale, namespaces, buildId: data.buildId };
}

/** The files a first document's inline data names instead of carrying them; null when it carries them. */
export function translationFilesOf(data: PageDataLike): DocumentTranslationFiles | null {
  const i18n = i18nOf(data.props?.pageProps);
  if (!i18n || i18n.initialI18nStore || !i18n.initialLocale || !data.buildId) return null;
  return { locale: i18n.initialLocale, namespaces: namespacesOf(i18n), buildId: data.buildId };
}

/** Where the document's inline script leaves the fetches it started, by URL. */
export const EARLY_TRANSLATION_FETCHES = '__dhTranslationFetches';

/**
 * The document's inline script: it starts fetching the page's files as the HTML is parsed, beside
 * the page's scripts, so the words are usually in before the app asks for them. A request made by
 * the page itself, not a `<link rel="preload">`: in Lighthouse runs the preloads coincided with a
 * late paint of the product picture (decision 0068). A failed fetch is left for the app to retry.
 */
export function earlyTranslationFetchScript(files: DocumentTranslationFiles): string {
  const urls = JSON.stringify(files.namespaces.map((namespace) => documentTranslationUrl(files.locale, namespace, files.buildId))).replace(/</g, '\\u003c');
  return (
    `(function(){if(!window.fetch)return;var f=window.${EARLY_TRANSLATION_FETCHES}={};` +
    `${urls}.forEach(function(u){var p=fetch(u,{credentials:"same-origin",headers:{Accept:"application/json"}});p.catch(function(){});f[u]=p})})();`
  );
}
