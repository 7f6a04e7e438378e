import { useEffect, useState } from 'react';
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import X from 'lucide-react/icons/x';
import { CodeStepForm } from '@/components/account/code-step-form';
import { EmailStepForm } from '@/components/account/email-step-form';
import { GoogleSignInButton } from '@/components/account/google-sign-in-button';
import { safeNextPath } from '@/components/account/safe-next-path';
import { STORE_NAME } from '@/lib/navigation/store-name';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { closeModal, selectModal } from '@/store/slices/modals-slice';

type Step = { kind: 'email' } | { kind: 'code'; email: string };

/**
 * The login modal of spec §2: the e-mail and code steps of /sign-in and /otp in a dialog, for a
 * customer-only action that should not leave the page (`openModal({ name: 'login', data: {
 * redirectTo } })`). Mounted by AppShell only while open and loaded on demand, Headless UI
 * included. Headless UI traps the focus and closes on Escape; the focus goes back to whatever
 * opened the dialog, which Headless UI cannot know because this code arrived after that click.
 */
export function LoginModal() {
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
    <Dialog open={modal.visible} onClose={close} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-sand-900/40" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-3 md:items-center md:p-6">
        <DialogPanel className="relative w-full max-w-md animate-fade-in rounded-xl bg-white p-5 shadow-raised md:p-8">
          <button
            type="button"
            onClick={close}
            aria-label={t('modal.close')}
            className="absolute end-3 top-3 flex size-10 items-center justify-center rounded-full text-sand-600 hover:bg-sand-100 hover:text-sand-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
          <DialogTitle className="pe-10 text-xl font-semibold tracking-tight text-sand-900 md:text-2xl">
            {step.kind === 'email' ? t('modal.title', { storeName: STORE_NAME }) : t('code.title')}
          </DialogTitle>
          <Description className="mt-2 mb-6 text-sm text-sand-600">{step.kind === 'email' ? t('modal.lead') : t('code.lead')}</Description>
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
        </DialogPanel>
      </div>
    </Dialog>
  );
}
