import { serverSideTranslations as loadTranslations } from 'next-i18next/pages/serverSideTranslations';
import type { InitialTranslations } from '@/lib/i18n/translate';

export type PageTranslations = Awaited<ReturnType<typeof loadTranslations>>;
type LoadTranslations = (locale: string, namespaces: string[]) => Promise<PageTranslations>;

/** Freezes a value and everything it holds, so it can be shared between renders. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Remembers a page's translations per locale and namespaces. next-i18next's loader builds its
 * configuration, an i18next instance and the resources again on every render; the files behind
 * them change only with a new build, which is a new process. Every page gets the same object,
 * frozen: a render that tried to change it would fail loudly instead of changing the next page's
 * text. (It used to copy them on every render: 0.4 ms of a product page's render.)
 */
export function rememberTranslations(load: LoadTranslations): LoadTranslations {
  const remembered = new Map<string, Promise<PageTranslations>>();
  return async (locale, namespaces) => {
    const key = `${locale}|${namespaces.join(',')}`;
    let translations = remembered.get(key);
    if (!translations) {
      // A copy: next-i18next hands out the trees of its shared i18next store, which stay its own.
      translations = load(locale, namespaces).then((loaded) => deepFreeze(structuredClone(loaded)));
      remembered.set(key, translations);
      // A failed read is not remembered: the next render tries again.
      translations.catch(() => remembered.delete(key));
    }
    return translations;
  };
}

/**
 * The translations a page hands to the browser (`_nextI18Next` props). Remembered in production;
 * in development an edited translation file shows on the next render.
 */
export const serverSideTranslations: LoadTranslations =
  process.env.NODE_ENV === 'production' ? rememberTranslations(loadTranslations) : (locale, namespaces) => loadTranslations(locale, namespaces);

/**
 * Namespaces for `kept.translations` (decision 0065): only a kept part of the page uses them, so
 * the first document leaves them out with the rest of the kept data.
 */
export async function keptTranslations(locale: string, namespaces: string[]): Promise<InitialTranslations> {
  const loaded = await serverSideTranslations(locale, namespaces);
  return (loaded._nextI18Next?.initialI18nStore ?? {}) as InitialTranslations;
}
