import type { InitialTranslations } from '@/lib/i18n/translate';
import { translationFilesOf } from '@/lib/pages/document-translations';
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
  return loadDocumentTranslations(pageData).then((translations) => {
    loaded = translations;
  });
}
