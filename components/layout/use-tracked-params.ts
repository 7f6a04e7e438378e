import { useEffect, useRef } from 'react';
import { useRouter } from 'next/router';
import Cookies from 'js-cookie';
import { extractTrackedParams, saveTrackedParams, type CookieWriter, type TrackedParamsToSave } from '@/lib/tracking/tracked-params';
import { readConsentFromDocument, type ConsentChoice } from '@/lib/storage/consent';
import { browserSessionStorage } from '@/lib/storage/expiring-storage';
import { CONSENT_CHANGED_EVENT } from './consent-cookie';

const cookieWriter: CookieWriter = {
  set(name, value, { maxAgeSeconds }) {
    Cookies.set(name, value, {
      expires: maxAgeSeconds / 86_400,
      path: '/',
      sameSite: 'Lax',
      secure: window.location.protocol === 'https:',
    });
  },
};

/** A campaign link may carry a promo code (`?promo=WELCOME10`); it travels to the cart (spec §3). */
const PROMO_PARAM = 'promo';

function save(params: TrackedParamsToSave, consent: ConsentChoice | undefined): void {
  // saveTrackedParams asks the consent itself; the storage handed over is the plain one.
  saveTrackedParams(params, { session: browserSessionStorage(), cookies: cookieWriter, consent });
}

/**
 * Saves the tracked query params (rid, ranMID, utm_*: spec §3) of every page the shopper
 * reaches. A campaign visitor usually lands before choosing in the consent layer, so the last
 * params seen are kept and saved again when the shopper accepts tracking.
 */
export function useTrackedParams(): void {
  const { isReady, query, asPath } = useRouter();
  const lastParams = useRef<TrackedParamsToSave>({});

  useEffect(() => {
    if (!isReady) return;
    const promo = typeof query[PROMO_PARAM] === 'string' ? query[PROMO_PARAM] : undefined;
    const params: TrackedParamsToSave = { ...extractTrackedParams(query), ...(promo ? { promotionCode: promo } : {}) };
    if (Object.keys(params).length === 0) return;
    lastParams.current = params;
    save(params, readConsentFromDocument());
    // The query object is new on every render; the path says when it really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isReady, asPath]);

  useEffect(() => {
    const onConsent = (event: Event) => {
      const choice = (event as CustomEvent<ConsentChoice>).detail;
      if (Object.keys(lastParams.current).length > 0) save(lastParams.current, choice);
    };
    window.addEventListener(CONSENT_CHANGED_EVENT, onConsent);
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, onConsent);
  }, []);
}
