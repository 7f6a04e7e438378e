import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { CodeStepForm } from '@/components/account/code-step-form';
import { EmailStepForm } from '@/components/account/email-step-form';
import { ModalFrame } from '@/components/common/modal-frame';
import { GoogleSignInButton } from '@/components/account/google-sign-in-button';
import { safeNextPath } from '@/components/account/safe-next-path';
import { STORE_NAME } from '@/lib/navigation/store-name';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { closeModal, selectModal } from '@/store/slices/modals-slice';
import { useComponentLoadTracking } from '@/components/layout/use-component-load-tracking';

type Step = { kind: 'email' } | { kind: 'code'; email: string };

/**
 * The login modal of spec §2: the e-mail and code steps of /sign-in and /otp in a dialog, for a
 * customer-only action that should not leave the page (`openModal({ name: 'login', data: {
 * redirectTo } })`). Mounted by AppShell only while open and loaded on demand, Headless UI
 * included. Headless UI traps the focus and closes on Escape; the focus goes back to whatever
 * opened the dialog, which Headless UI cannot know because this code arrived after that click.
 */
export function LoginModal() {
  useComponentLoadTracking('login_modal');
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const modal = useAppSelector(selectModal('login'));
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));

  useEffect(
    () => () => {
      // After the dialog's own clean-up, which would otherwise keep the focus on <body>.
      window.setTimeout(() => {
        if (opener?.isConnected) opener.focus();
      }, 0);
    },
    [opener],
  );

  const close = () => dispatch(closeModal('login'));

  function signedIn() {
    const redirectTo = modal.data?.redirectTo;
    close();
    if (redirectTo) void router.push(safeNextPath(redirectTo));
  }

  return (
    <ModalFrame
      open={modal.visible}
      onClose={close}
      closeLabel={t('modal.close')}
      title={step.kind === 'email' ? t('modal.title', { storeName: STORE_NAME }) : t('code.title')}
      lead={step.kind === 'email' ? t('modal.lead') : t('code.lead')}
      titleClassName="md:text-2xl"
    >
      {step.kind === 'email' ? (
        <div className="flex flex-col gap-5">
          <EmailStepForm autoFocus submitLabel={t('sign-in.submit')} onCodeSent={(email) => setStep({ kind: 'code', email })} />
          <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-sand-600 uppercase" aria-hidden="true">
            <span className="h-px flex-1 bg-sand-200" />
            {t('social.or')}
            <span className="h-px flex-1 bg-sand-200" />
          </div>
          <GoogleSignInButton onSignedIn={signedIn} />
        </div>
      ) : (
        <CodeStepForm autoFocus email={step.email} onSignedIn={signedIn} onChangeEmail={() => setStep({ kind: 'email' })} />
      )}
    </ModalFrame>
  );
}
