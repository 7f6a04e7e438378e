import { useCallback } from 'react';
import Link from '@/components/common/store-link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { AuthPageFrame } from './auth-page-frame';
import { CodeStepForm } from './code-step-form';
import { isPlausibleEmail } from './email-address';
import { MagicLinkSignIn } from './magic-link-sign-in';
import { useNextQuery, useReturnAfterSignIn } from './use-return-after-sign-in';

function queryText(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
}

/**
 * /otp: the code step (`?email=`), or the e-mailed link (`?email=&token=`) which signs in by
 * itself. The query is only readable after hydration (the page is static), so until then the
 * frame shows with a placeholder of the same height.
 */
export function OtpView() {
  const { t } = useTranslation('account');
  const router = useRouter();
  const nextQuery = useNextQuery();
  const returnAfterSignIn = useReturnAfterSignIn();
  const email = queryText(router.query.email);
  const token = queryText(router.query.token);

  const changeEmail = useCallback(() => {
    void router.push({ pathname: '/sign-in', query: { email, ...nextQuery } });
  }, [router, email, nextQuery]);

  // Dropping the spent token from the address leaves the code step for the same e-mail.
  const showCodeStep = useCallback(() => {
    void router.replace({ pathname: '/otp', query: { email, ...nextQuery } });
  }, [router, email, nextQuery]);

  if (!router.isReady) {
    return (
      <AuthPageFrame title={t('code.title')} lead={t('code.lead')}>
        <div aria-hidden="true" className="h-72 animate-pulse rounded-lg bg-sand-100" />
      </AuthPageFrame>
    );
  }

  if (!isPlausibleEmail(email)) {
    return (
      <AuthPageFrame title={t('code.title')} lead={t('code.missingEmail')}>
        <Link href={{ pathname: '/sign-in', query: nextQuery }} className="btn-primary w-full">
          {t('code.startOver')}
        </Link>
      </AuthPageFrame>
    );
  }

  if (token) {
    return (
      <AuthPageFrame title={t('link.title')} lead={t('link.lead', { email })}>
        <MagicLinkSignIn email={email} token={token} onSignedIn={returnAfterSignIn} onUseCode={showCodeStep} />
      </AuthPageFrame>
    );
  }

  return (
    <AuthPageFrame title={t('code.title')} lead={t('code.lead')}>
      <CodeStepForm key={email} email={email} onSignedIn={returnAfterSignIn} onChangeEmail={changeEmail} autoFocus />
    </AuthPageFrame>
  );
}
