import { useEffect, useId } from 'react';
import Link from '@/components/common/store-link';
import { useRouter } from 'next/router';
import { Trans } from '@/components/i18n/trans';
import { useTranslation } from '@/components/i18n/use-translation';
import { STORE_NAME } from '@/lib/navigation/store-name';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn, selectIsReady } from '@/store/slices/auth-slice';
import { AuthPageFrame } from './auth-page-frame';
import { CantSignInHelp } from './cant-sign-in-help';
import { EmailStepForm } from './email-step-form';
import { GoogleSignInButton } from './google-sign-in-button';
import { useNextQuery, useReturnAfterSignIn } from './use-return-after-sign-in';

export type SignInMode = 'sign-in' | 'sign-up';

/**
 * /sign-in and /sign-up: the same passwordless flow (a new e-mail's first sign-in creates the
 * account), worded for a returning or a new shopper. The e-mail step sends the code and moves
 * on to /otp, carrying `next` along. A shopper who is already signed in goes straight on.
 */
export function SignInView({ mode }: { mode: SignInMode }) {
  const { t } = useTranslation('account');
  const router = useRouter();
  const formId = useId();
  const nextQuery = useNextQuery();
  const returnAfterSignIn = useReturnAfterSignIn();
  const isReady = useAppSelector(selectIsReady);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const prefill = typeof router.query.email === 'string' ? router.query.email : '';

  useEffect(() => {
    if (isReady && isLoggedIn) returnAfterSignIn();
  }, [isReady, isLoggedIn, returnAfterSignIn]);

  function goToCode(email: string) {
    void router.push({ pathname: '/otp', query: { email, ...nextQuery } });
  }

  const other = mode === 'sign-in' ? 'sign-up' : 'sign-in';

  return (
    <AuthPageFrame title={t(`${mode}.title`, { storeName: STORE_NAME })} lead={t(`${mode}.lead`)}>
      <div className="flex flex-col gap-6">
        <EmailStepForm
          formId={formId}
          initialEmail={prefill}
          onCodeSent={goToCode}
          submitLabel={t(`${mode}.submit`)}
        />
        <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-sand-600 uppercase" aria-hidden="true">
          <span className="h-px flex-1 bg-sand-200" />
          {t('social.or')}
          <span className="h-px flex-1 bg-sand-200" />
        </div>
        <GoogleSignInButton onSignedIn={returnAfterSignIn} />
        <p className="text-center text-sm text-sand-700">
          {t(`${mode}.switchPrompt`)}{' '}
          <Link href={{ pathname: `/${other}`, query: nextQuery }} className="font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-800">
            {t(`${mode}.switchLink`)}
          </Link>
        </p>
        <CantSignInHelp
          action={
            <button type="submit" form={formId} className="btn-secondary min-h-11 w-full text-sm">
              {t('help.sendNew')}
            </button>
          }
        />
        <p className="text-xs text-sand-600">
          <Trans
            t={t}
            i18nKey="legal.notice"
            components={{
              terms: <Link href="/terms-of-use" className="underline underline-offset-2 hover:text-sand-900" />,
              privacy: <Link href="/privacy" className="underline underline-offset-2 hover:text-sand-900" />,
            }}
          />
        </p>
      </div>
    </AuthPageFrame>
  );
}
