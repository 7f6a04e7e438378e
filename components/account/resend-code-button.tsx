import { useTranslation } from '@/components/i18n/use-translation';
import { RotateCwIcon } from '@/components/icons/rotate-cw-icon';
import { formatWait } from './use-countdown';
import type { SendState } from './use-send-code';

interface ResendCodeButtonProps {
  state: SendState;
  secondsLeft: number;
  onResend: () => void;
  /** Defaults to "Send a new code". */
  label?: string;
  /** Shows the outcome of the last resend under the button (once per page, not per button). */
  withStatus?: boolean;
}

/**
 * Sends a new code and link, after a visible countdown: 60 s after the last one, or as long as
 * the server's 429 asked. The ticking time sits in the button, outside any live region, so a
 * screen reader is not interrupted every second; the outcome is announced once.
 */
export function ResendCodeButton({ state, secondsLeft, onResend, label, withStatus }: ResendCodeButtonProps) {
  const { t } = useTranslation('account');
  const sending = state.status === 'sending';
  const waiting = secondsLeft > 0;
  return (
    <div className="flex flex-col items-start gap-1.5">
      <button
        type="button"
        onClick={onResend}
        disabled={waiting || sending}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-sand-300 px-4 text-sm font-semibold text-sand-900 transition-colors hover:border-sand-900 disabled:cursor-not-allowed disabled:border-sand-200 disabled:text-sand-600"
      >
        <RotateCwIcon className="size-4" />
        {sending ? t('resend.sending') : label ?? t('resend.label')}
        {waiting && !sending && (
          <span className="font-normal tabular-nums" data-testid={withStatus ? 'resend-countdown' : undefined}>
            {t('resend.in', { wait: formatWait(secondsLeft) })}
          </span>
        )}
      </button>
      {withStatus && (
        <p role="status" className="min-h-5 text-sm text-sand-700">
          {state.status === 'sent' && t('resend.sent')}
          {state.status === 'failed' && (
            <span className="text-danger-600">{t(state.errorKey, { wait: formatWait(state.waitSeconds ?? secondsLeft) })}</span>
          )}
        </p>
      )}
    </div>
  );
}
