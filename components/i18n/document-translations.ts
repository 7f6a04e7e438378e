import type { InitialTranslations } from '@/lib/i18n/translate';

/*
 * The first document's translations when its inline data leaves them out (decision 0068). On the
 * server the page's props carry them, so there is nothing to load; the browser's build resolves
 * this module to document-translations.browser.ts (next.config.js, turbopack.resolveAlias).
 */
export const documentTranslations: InitialTranslations | undefined = undefined;
