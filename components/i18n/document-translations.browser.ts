import type { InitialTranslations } from '@/lib/i18n/translate';
import { firstDocumentPageData, loadDocumentTranslations } from './load-document-translations';

/*
 * The browser's side of decision 0068. A top-level await: `pages/_app.tsx` imports this module,
 * and Next renders the page only once `_app`'s module has finished evaluating (its route loader
 * awaits the entry), so the page's words are here before React hydrates. The document preloads
 * the files, so they are usually in before the scripts that ask for them. If a file cannot be had
 * after the retries, the error stops the hydration: the page stays as the server wrote it (links
 * and forms work) rather than showing keys where its words were.
 */
export const documentTranslations: InitialTranslations | undefined = await loadDocumentTranslations(firstDocumentPageData());
