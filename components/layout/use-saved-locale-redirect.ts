import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { savedLocaleToRedirectTo } from '@/lib/navigation/saved-locale-redirect';
import { readSavedLocale } from './locale-cookie';

/**
 * Spec §4: a shopper whose NEXT_LOCALE cookie names another locale than the page's is sent to
 * the same page in the saved locale. Next's own cookie redirect is off (localeDetection: false)
 * and pages are cached for every visitor alike, so the browser applies the rule. `replace` keeps
 * the wrong-locale page out of the history.
 */
export function useSavedLocaleRedirect(): void {
  const router = useRouter();
  const { isReady, locale, asPath } = router;

  useEffect(() => {
    // Before isReady, asPath of a pre-rendered dynamic page can still be its route pattern.
    if (!isReady) return;
    const target = savedLocaleToRedirectTo(readSavedLocale(), locale);
    if (target) void router.replace(asPath, undefined, { locale: target });
    // asPath is read for the current page but changes to it alone are not a reason to re-check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isReady, locale]);
}
