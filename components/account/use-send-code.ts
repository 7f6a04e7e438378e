import { useCallback, useEffect, useRef, useState } from 'react';
import { accountErrorKey } from './account-error';
import { loadAccountService } from './load-account-service';
import { rememberResendWait, secondsUntilResend } from './resend-clock';
import { useCountdown } from './use-countdown';

export type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent' }
  | { status: 'failed'; errorKey: string; waitSeconds?: number };

export type SendOutcome = { ok: true } | { ok: false; errorKey: string; waitSeconds?: number };

/**
 * Asks for a sign-in code and link for `email` and keeps the resend wait: 60 s after a code
 * (or what the server's 429 says), shown as a countdown and remembered across /sign-in and
 * /otp. The server enforces the limit; this only keeps the shopper from hitting it blindly.
 */
export function useSendCode(email: string) {
  const { secondsLeft, start } = useCountdown();
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const inFlight = useRef(false);

  useEffect(() => {
    if (email) start(secondsUntilResend(email));
  }, [email, start]);

  const send = useCallback(
    async (target: string = email): Promise<SendOutcome> => {
      if (inFlight.current) return { ok: false, errorKey: 'errors.busy' };
      inFlight.current = true;
      setState({ status: 'sending' });
      try {
        const service = await loadAccountService();
        try {
          const sent = await service.sendLoginVerification(target);
          rememberResendWait(target, sent.resendAfterSeconds);
          start(sent.resendAfterSeconds);
          setState({ status: 'sent' });
          return { ok: true };
        } catch (error) {
          const wait = service.retryAfterSecondsOf(error);
          if (wait !== null) {
            rememberResendWait(target, wait);
            start(wait);
          }
          const failure = { errorKey: accountErrorKey(error, 'send'), ...(wait !== null ? { waitSeconds: wait } : {}) };
          setState({ status: 'failed', ...failure });
          return { ok: false, ...failure };
        }
      } catch {
        // The service's code itself could not be loaded: the shopper is probably offline.
        setState({ status: 'failed', errorKey: 'errors.offline' });
        return { ok: false, errorKey: 'errors.offline' };
      } finally {
        inFlight.current = false;
      }
    },
    [email, start],
  );

  return { state, secondsLeft, send };
}
