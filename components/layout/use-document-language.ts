import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { applyDocumentLanguage } from './document-direction';

/** Keeps <html lang dir> right after client-side locale changes (_document only sets them once). */
export function useDocumentLanguage(): void {
  const { locale } = useRouter();
  useEffect(() => applyDocumentLanguage(locale ?? DEFAULT_LOCALE), [locale]);
}
