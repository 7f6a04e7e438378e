import { useEffect, useRef } from 'react';
import { useRouter } from 'next/router';
import { trackPageView } from '@/lib/analytics/page-events';
import { setAnalyticsPage, setAnalyticsUser } from '@/lib/analytics/send-analytics-event';
import type { ConsentChoice } from '@/lib/storage/consent';
import { pageNameOf } from '@/lib/tracking/page-name';
import { useAppSelector } from '@/store/hooks';
import { selectUserProfile } from '@/store/slices/auth-state';
import { CONSENT_CHANGED_EVENT } from './consent-cookie';

/*
 * The app-wide half of the analytics (spec §3, §7): page_view on every route change (the path
 * and query, not the fragment), the page name every other event carries, and the signed-in
 * customer's id as user_id. A page seen before the shopper accepted analytics is counted when
 * they accept, so the visit does not start with a hole; nothing is sent before.
 *
 * Not first-load code: the shell mounts it as a deferred widget (`AnalyticsTracker`), after the
 * page has loaded, and its first run sends the page_view of the page shown then (issue 23: the
 * tracking code must not add to the first load).
 */
export function useAnalytics(): void {
  const { isReady, asPath, pathname } = useRouter();
  const userId = useAppSelector(selectUserProfile)?.id ?? null;
  const sentFor = useRef<string | null>(null);
  const current = useRef<{ path: string; pageName: string } | null>(null);

  useEffect(() => {
    setAnalyticsUser(userId);
  }, [userId]);

  useEffect(() => {
    if (!isReady) return;
    const path = asPath.split('#', 1)[0] ?? asPath;
    const pageName = pageNameOf(path, pathname);
    setAnalyticsPage(pageName);
    current.current = { path, pageName };
    if (sentFor.current === path) return;
    if (trackPageView(path, pageName)) sentFor.current = path;
  }, [isReady, asPath, pathname]);

  useEffect(() => {
    const onConsent = (event: Event) => {
      const page = current.current;
      if ((event as CustomEvent<ConsentChoice>).detail !== 'all' || !page || sentFor.current === page.path) return;
      if (trackPageView(page.path, page.pageName)) sentFor.current = page.path;
    };
    window.addEventListener(CONSENT_CHANGED_EVENT, onConsent);
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, onConsent);
  }, []);
}
