import type { UserConfig } from 'next-i18next/pages';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { TranslationLoader } from '@/services/translation-loader';

const inBrowser = typeof window !== 'undefined';

/**
 * The next-i18next config handed to appWithTranslation (next-i18next.config.js sets
 * serializeConfig: false, so pages do not carry it in their props).
 *
 * Built from lib/i18n/locales.ts instead of importing next-i18next.config.js because that file
 * requires Node's `path` for its server-side localePath, which would add a polyfill to every
 * page's first-load JavaScript. A unit test keeps the two in step.
 *
 * In the browser the TranslationLoader backend fetches only namespaces that were not preloaded
 * (`partialBundledLanguages`: the page's props hold the rest). On the server no backend is
 * registered: pages get their namespaces from serverSideTranslations.
 */
export const translationClientConfig: UserConfig = {
  i18n: { defaultLocale: DEFAULT_LOCALE, locales: [...LOCALES], localeDetection: false },
  defaultNS: 'common',
  fallbackLng: false,
  ...(inBrowser ? { use: [TranslationLoader], partialBundledLanguages: true } : {}),
};
