import type { ReactNode } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { LifeBuoyIcon } from '@/components/icons/life-buoy-icon';

interface CantSignInHelpProps {
  /** The resend action: a button that sends a new code and link, or submits the e-mail form. */
  action?: ReactNode;
}

/**
 * "Can't sign in?" — the store's forgot/reset-password flow (spec §2 tracked areas), since
 * there is no password: why a code may not arrive or work, and a way to get a new code and
 * link under the same limits. A native disclosure, so it works before any script has loaded.
 */
export function CantSignInHelp({ action }: CantSignInHelpProps) {
  const { t } = useTranslation('account');
  return (
    <details className="group rounded-lg border border-sand-200 bg-sand-50 open:bg-white">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-lg px-4 text-sm font-semibold text-sand-900 [&::-webkit-details-marker]:hidden">
        <LifeBuoyIcon className="size-4 shrink-0 text-accent-600" />
        {t('help.title')}
        <span aria-hidden="true" className="ms-auto text-sand-600 transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="border-t border-sand-200 px-4 pt-3 pb-4 text-sm text-sand-700">
        <p>{t('help.intro')}</p>
        <ul className="mt-2 list-disc space-y-1 ps-5">
          <li>{t('help.spam')}</li>
          <li>{t('help.expiry')}</li>
          <li>{t('help.attempts')}</li>
          <li>{t('help.latest')}</li>
        </ul>
        {action && <div className="mt-4">{action}</div>}
      </div>
    </details>
  );
}
