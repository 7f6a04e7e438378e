import Cookies from 'js-cookie';
import { COOKIE_KEYS } from '@/lib/constants/storage-keys';
import type { ConsentChoice } from '@/lib/storage/consent';

/** How long a choice is remembered before the shopper is asked again. */
export const CONSENT_COOKIE_DAYS = 180;

/** Fired on window when the shopper chooses, so analytics can start without a reload. */
export const CONSENT_CHANGED_EVENT = 'dh:consent-changed';

/** Writes the choice where lib/storage/consent.ts reads it (the `dh_consent` cookie). */
export function saveConsent(choice: ConsentChoice): void {
  Cookies.set(COOKIE_KEYS.CONSENT, choice, {
    expires: CONSENT_COOKIE_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGED_EVENT, { detail: choice }));
}
