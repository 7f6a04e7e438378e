import type { ReactNode } from 'react';
import { TranslationProvider } from '@/components/i18n/translation-context';
import { TranslationStore, type InitialTranslations } from '@/components/i18n/translation-store';

/*
 * The store's translation provider with the real translation files a test imports. A namespace
 * the test did not give shows its keys at once, as a page does when a file fails to load, instead
 * of suspending for a fetch that has no server to answer it.
 */
class PreloadedStore extends TranslationStore {
  constructor() {
    super(() => Promise.resolve({}));
  }

  override has(): boolean {
    return true;
  }
}

interface TestTranslationsProps {
  locale: string;
  translations: InitialTranslations;
  children: ReactNode;
}

export function TestTranslations({ locale, translations, children }: TestTranslationsProps) {
  return (
    <TranslationProvider locale={locale} translations={translations} store={new PreloadedStore()}>
      {children}
    </TranslationProvider>
  );
}
