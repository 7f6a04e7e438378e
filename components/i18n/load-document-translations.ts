import { documentTranslationUrl, translationFilesOf, type DocumentTranslationFiles } from '@/lib/pages/document-translations';
import type { InitialTranslations, TranslationTree } from '@/lib/i18n/translate';
import { isPlainObject } from '@/lib/validation/plain-object';
import { loadTranslationFile } from '@/services/translation-loader';

type LoadFile = (url: string) => Promise<unknown>;

/**
 * The first document's translations, from the files its inline data names (decision 0068), in
 * `_nextI18Next.initialI18nStore`'s shape; undefined when the data carries them itself. Each file
 * is fetched with the retries of spec §9; one that cannot be had fails the whole load, so the
 * page is never hydrated with keys in place of its words.
 */
export async function loadDocumentTranslations(pageData: unknown, loadFile: LoadFile = loadTranslationFile): Promise<InitialTranslations | undefined> {
  const files: DocumentTranslationFiles | null = isPlainObject(pageData) ? translationFilesOf(pageData) : null;
  if (!files) return undefined;
  const trees = await Promise.all(files.namespaces.map((namespace) => loadFile(documentTranslationUrl(files.locale, namespace, files.buildId))));
  const namespaces: Record<string, TranslationTree> = {};
  files.namespaces.forEach((namespace, index) => {
    const tree = trees[index];
    namespaces[namespace] = isPlainObject<TranslationTree>(tree) ? tree : {};
  });
  return { [files.locale]: namespaces };
}

/** The page data Next parsed (it sets `window.__NEXT_DATA__` before it runs `_app`), else the document's own. */
export function firstDocumentPageData(): unknown {
  const parsed = (window as { __NEXT_DATA__?: unknown }).__NEXT_DATA__;
  if (parsed !== undefined) return parsed;
  const text = document.getElementById('__NEXT_DATA__')?.textContent;
  return text ? (JSON.parse(text) as unknown) : undefined;
}
