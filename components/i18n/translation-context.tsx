import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { TranslationStore, type InitialTranslations } from '@/components/i18n/translation-store';

interface TranslationContextValue {
  store: TranslationStore;
  locale: string;
}

const TranslationContext = createContext<TranslationContextValue | null>(null);
// Outside a provider (a component rendered on its own) keys show as themselves.
const fallback: TranslationContextValue = { store: new TranslationStore(() => Promise.resolve({})), locale: DEFAULT_LOCALE };

export function useTranslationContext(): TranslationContextValue {
  return useContext(TranslationContext) ?? fallback;
}

interface TranslationProviderProps {
  locale: string;
  /** The page's namespaces (`_nextI18Next.initialI18nStore`), added to what the browser holds. */
  translations?: InitialTranslations;
  /** Namespaces only the page's kept parts use, when the page data carries them (decision 0065). */
  keptTranslations?: InitialTranslations;
  /** Tests pass a store whose loads they control; the first one given is kept. */
  store?: TranslationStore;
  children: ReactNode;
}

/**
 * Gives the page's components their translations (decision 0022). One store lives as long as the
 * app: each page's namespaces join it, so a client-side navigation keeps what earlier pages
 * brought. Adding during render is safe: it only ever adds the same data the props hold.
 */
export function TranslationProvider({ locale, translations, keptTranslations, store: given, children }: TranslationProviderProps) {
  const [store] = useState(() => given ?? new TranslationStore());
  store.add(translations);
  store.add(keptTranslations);
  const value = useMemo(() => ({ store, locale }), [store, locale]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}
