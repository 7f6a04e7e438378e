import type { InitialTranslations } from '@/lib/i18n/translate';
import { EARLY_TRANSLATION_FETCHES, translationFilesOf } from '@/lib/pages/document-translations';
import { loadTranslationFile, type FetchLike } from '@/services/translation-loader';
import { isPlainObject } from '@/lib/validation/plain-object';
import { firstDocumentPageData, loadDocumentTranslations } from './load-document-translations';

/*
 * The browser's side of decision 0068: the first document's words, when its inline data names
 * their files instead of carrying them. The load starts as `_app` is evaluated; the hydration
 * waits for it (components/layout/hydrate-in-transition.ts), and the app reads the words when it
 * first renders. On the server the page's props carry them and nothing is loaded.
 */

let loaded: InitialTranslations | undefined;

/** The words the first document's files brought; undefined before, on the server, or when its data carried them. */
export function documentTranslations(): InitialTranslations | undefined {
  return loaded;
}

/**
 * Starts loading the first document's words; null when there is nothing to load. The promise
 * fails when a file cannot be had after the retries: the page is then left as the server wrote it.
 */
export function loadFirstDocumentTranslations(): Promise<void> | null {
  if (typeof window === 'undefined') return null;
  const pageData = firstDocumentPageData();
  if (!isPlainObject(pageData) || !translationFilesOf(pageData)) return null;
  const early = (window as unknown as Record<string, Record<string, ReturnType<FetchLike>> | undefined>)[EARLY_TRANSLATION_FETCHES];
  const load = (url: string) => loadTranslationFile(url, { fetch: firstAnswerFrom(early?.[url]) });
  return loadDocumentTranslations(pageData, load).then((translations) => {
    loaded = translations;
  });
}

/** The fetch the document started for a file answers the first attempt; a retry asks again. */
function firstAnswerFrom(started: ReturnType<FetchLike> | undefined): FetchLike {
  let pending = started;
  return (input, init) => {
    const answer = pending ?? fetch(input, init);
    pending = undefined;
    return answer;
  };
}
