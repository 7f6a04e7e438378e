import { serverSideTranslations as loadTranslations } from 'next-i18next/pages/serverSideTranslations';

export type PageTranslations = Awaited<ReturnType<typeof loadTranslations>>;
type LoadTranslations = (locale: string, namespaces: string[]) => Promise<PageTranslations>;

/**
 * Remembers a page's translations per locale and namespaces. next-i18next's loader builds its
 * configuration, an i18next instance and the resources again on every render; the files behind
 * them change only with a new build, which is a new process. Each caller gets its own copy: the
 * page's i18next instance may add to the resources it is given.
 */
export function rememberTranslations(load: LoadTranslations): LoadTranslations {
  const remembered = new Map<string, Promise<PageTranslations>>();
  return async (locale, namespaces) => {
    const key = `${locale}|${namespaces.join(',')}`;
    let translations = remembered.get(key);
    if (!translations) {
      translations = load(locale, namespaces);
      remembered.set(key, translations);
      // A failed read is not remembered: the next render tries again.
      translations.catch(() => remembered.delete(key));
    }
    return structuredClone(await translations);
  };
}

/**
 * The translations a page hands to the browser (`_nextI18Next` props). Remembered in production;
 * in development an edited translation file shows on the next render.
 */
export const serverSideTranslations: LoadTranslations =
  process.env.NODE_ENV === 'production' ? rememberTranslations(loadTranslations) : (locale, namespaces) => loadTranslations(locale, namespaces);
