import { useEffect, useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { BellRingIcon } from '@/components/icons/bell-ring-icon';
import { XIcon } from '@/components/icons/x-icon';
import { readConsentFromDocument } from '@/lib/storage/consent';
import { browserLocalStorage, readStored, writeStored, type StorageLike } from '@/lib/storage/expiring-storage';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/slices/auth-slice';
import { pushToast } from '@/store/slices/ui-slice';
import { CONSENT_CHANGED_EVENT } from '@/components/layout/consent-cookie';

/** Remembers that the prompt was answered or dismissed, so it is not shown again on the next pages. */
export const PUSH_PROMPT_STORAGE_KEY = 'dh_push_prompt';

/**
 * "Not now" is remembered for 90 days, then the offer may come once more; an answer the browser
 * keeps itself (granted, denied) or an unsupported browser is remembered for good.
 */
export const PUSH_PROMPT_NOT_NOW_TTL_MS = 90 * 24 * 60 * 60 * 1000;

export type PushPromptOutcome = 'granted' | 'denied' | 'dismissed' | 'unsupported';

type NotificationApi = Pick<typeof Notification, 'permission' | 'requestPermission'>;

function notificationApi(): NotificationApi | undefined {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : undefined;
}

/** Whether to ask: supported, not yet decided in the browser, and not answered here before. */
export function shouldOfferPushPrompt(api: NotificationApi | undefined, storage: StorageLike | undefined, now = Date.now()): boolean {
  if (!api || api.permission !== 'default') return false;
  return readStored<PushPromptOutcome>(storage, PUSH_PROMPT_STORAGE_KEY, now) === undefined;
}

/** Both the promise form and the old callback form of requestPermission (older Safari). */
function askPermission(api: NotificationApi): Promise<NotificationPermission> {
  return new Promise((resolve, reject) => {
    try {
      const result = api.requestPermission(resolve);
      if (result && typeof result.then === 'function') result.then(resolve, reject);
    } catch (error) {
      reject(error);
    }
  });
}

/**
 * The push-notification prompt (spec §2 tracked areas): a small card for signed-in customers,
 * once, offering order updates through the browser's Notification API. It waits for the consent
 * layer to be answered, so the two never stack on a phone. "Denied" and "unsupported" end
 * quietly with a word of explanation; nothing is asked again.
 */
export function PushNotificationPrompt({ api = notificationApi() }: { api?: NotificationApi }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [consentAnswered, setConsentAnswered] = useState(() => readConsentFromDocument() !== undefined);
  const [phase, setPhase] = useState<'offer' | 'asking' | 'blocked' | 'closed'>(() =>
    shouldOfferPushPrompt(api, browserLocalStorage()) ? 'offer' : 'closed',
  );

  useEffect(() => {
    if (consentAnswered) return;
    const onConsent = () => setConsentAnswered(true);
    window.addEventListener(CONSENT_CHANGED_EVENT, onConsent);
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, onConsent);
  }, [consentAnswered]);

  if (!isLoggedIn || !consentAnswered || phase === 'closed') return null;

  function remember(outcome: PushPromptOutcome) {
    writeStored(browserLocalStorage(), PUSH_PROMPT_STORAGE_KEY, outcome, outcome === 'dismissed' ? PUSH_PROMPT_NOT_NOW_TTL_MS : undefined);
  }

  function dismiss() {
    if (phase === 'offer') remember('dismissed');
    setPhase('closed');
  }

  async function enable() {
    if (!api) return;
    setPhase('asking');
    let permission: NotificationPermission | 'unsupported';
    try {
      permission = await askPermission(api);
    } catch {
      permission = 'unsupported';
    }
    if (permission === 'granted') {
      remember('granted');
      setPhase('closed');
      dispatch(pushToast({ kind: 'success', message: t('push.enabled') }));
    } else if (permission === 'default') {
      // The browser closed its own question without an answer: treated like "not now".
      remember('dismissed');
      setPhase('closed');
    } else {
      remember(permission === 'denied' ? 'denied' : 'unsupported');
      setPhase('blocked');
    }
  }

  return (
    <section
      aria-labelledby="push-prompt-title"
      className="fixed inset-x-3 bottom-3 z-40 animate-fade-in rounded-lg border border-sand-200 bg-white p-4 shadow-raised md:start-auto md:end-6 md:bottom-6 md:max-w-sm md:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-600">
          <BellRingIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="push-prompt-title" className="pe-8 text-sm font-semibold text-sand-900">
            {t('push.title')}
          </h2>
          <p role={phase === 'blocked' ? 'status' : undefined} className="mt-1 text-sm text-sand-700">
            {phase === 'blocked' ? t('push.blocked') : t('push.body')}
          </p>
          {phase !== 'blocked' && (
            <div className="mt-3 flex gap-2">
              <button type="button" onClick={dismiss} className="h-10 flex-1 rounded-full border border-sand-300 px-4 text-sm font-semibold text-sand-900 hover:bg-sand-100 md:flex-none">
                {t('push.notNow')}
              </button>
              <button
                type="button"
                onClick={() => void enable()}
                disabled={phase === 'asking'}
                className="h-10 flex-1 rounded-full bg-accent-600 px-4 text-sm font-semibold text-white hover:bg-accent-700 focus-visible:outline-sand-900 disabled:opacity-70 md:flex-none"
              >
                {t('push.enable')}
              </button>
            </div>
          )}
        </div>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('push.close')}
        className="absolute end-2 top-2 flex size-9 items-center justify-center rounded-full text-sand-600 hover:bg-sand-100 hover:text-sand-900"
      >
        <XIcon className="size-4" />
      </button>
    </section>
  );
}
