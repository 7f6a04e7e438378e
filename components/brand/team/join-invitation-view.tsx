import { useState } from 'react';
import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { signInPathFor } from '@/components/account/safe-next-path';
import { useTranslation } from '@/components/i18n/use-translation';
import { dateTimeFormat } from '@/lib/format/intl-formatters';
import { useInvitationPreview } from '@/services/brand-team-hooks';
import { useMyWorkspaces } from '@/services/brand-workspaces-hooks';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn, selectIsReady, selectUserProfile } from '@/store/slices/auth-slice';
import { useActiveBrand } from '../use-active-brand';
import { httpStatusOf } from './http-status-of';
import { roleKey } from './role-label';

const loadTeamService = () => import('@/services/brand-team-service');

type Failure = 'invalid' | 'wrongAddress' | 'already' | 'failed';

function failureOf(error: unknown): Failure {
  const status = httpStatusOf(error);
  if (status === 404) return 'invalid';
  if (status === 403) return 'wrongAddress';
  if (status === 409) return 'already';
  return 'failed';
}

/** /brand/join?token=…: what the invitation offers, then sign in (if needed) and join. */
export function JoinInvitationView() {
  const { t } = useTranslation('brand');
  const router = useRouter();
  const token = router.isReady && typeof router.query.token === 'string' ? router.query.token : null;
  const isReady = useAppSelector(selectIsReady);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const profile = useAppSelector(selectUserProfile);
  const workspaces = useMyWorkspaces(isLoggedIn);
  const { switchTo } = useActiveBrand(undefined);
  const preview = useInvitationPreview(token);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);

  async function join() {
    if (!token) return;
    setBusy(true);
    setFailure(null);
    try {
      const joined = await (await loadTeamService()).acceptInvitation(token);
      switchTo(joined.brand_id);
      await workspaces.mutate();
      await router.push('/brand');
    } catch (error) {
      setFailure(failureOf(error));
      setBusy(false);
    }
  }

  if (router.isReady && !token) return <InvalidInvitation />;
  if (preview.error) return failureOf(preview.error) === 'invalid' ? <InvalidInvitation /> : <p role="alert">{t('join.loadFailed')}</p>;
  if (!preview.data) return <p role="status" className="text-sand-600">{t('join.loading')}</p>;

  const invitation = preview.data;
  const expires = dateTimeFormat(router.locale, { dateStyle: 'long' }).format(new Date(invitation.expires_at));
  if (failure === 'invalid') return <InvalidInvitation />;
  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-5 md:p-8">
      <h1 className="text-2xl font-semibold tracking-tight text-sand-900 md:text-3xl">{t('join.title', { brand: invitation.brand_name })}</h1>
      <p className="mt-3 max-w-prose text-sand-700">
        {invitation.inviter_name
          ? t('join.invitedBy', { name: invitation.inviter_name, brand: invitation.brand_name, role: t(roleKey(invitation.role)) })
          : t('join.invited', { brand: invitation.brand_name, role: t(roleKey(invitation.role)) })}
      </p>
      <p className="mt-2 max-w-prose text-sm text-sand-600">{t(`team.roleHelp.${invitation.role}`)}</p>
      <p className="mt-2 text-sm text-sand-600">{t('join.expires', { date: expires })}</p>

      {failure && (
        <div role="alert" className="mt-5 rounded-lg border border-danger-600 bg-danger-50 p-4 text-sm text-sand-900">
          <p className="font-semibold">{t(`join.errors.${failure}.title`)}</p>
          <p className="mt-1">{t(`join.errors.${failure}.text`, { email: profile?.email ?? '' })}</p>
          {failure === 'already' && (
            <Link href="/brand" className="mt-2 inline-flex min-h-11 items-center font-semibold text-accent-700 underline underline-offset-4">
              {t('join.openBrandArea')}
            </Link>
          )}
        </div>
      )}

      <div className="mt-6">
        {!isReady ? (
          <p role="status" className="text-sand-600">{t('join.loading')}</p>
        ) : isLoggedIn ? (
          <>
            <p className="mb-3 text-sm text-sand-600">{t('join.signedInAs', { email: profile?.email ?? '' })}</p>
            <button type="button" className="btn-primary" disabled={busy} aria-busy={busy} onClick={() => void join()}>
              {busy ? t('join.joining') : t('join.join', { brand: invitation.brand_name })}
            </button>
          </>
        ) : (
          <>
            <p className="mb-3 max-w-prose text-sm text-sand-600">{t('join.signInFirst')}</p>
            <Link href={signInPathFor(router.asPath)} className="btn-primary">
              {t('join.signIn')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

function InvalidInvitation() {
  const { t } = useTranslation('brand');
  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-5 md:p-8">
      <h1 className="text-2xl font-semibold tracking-tight text-sand-900">{t('join.invalid.title')}</h1>
      <p className="mt-3 max-w-prose text-sand-700">{t('join.invalid.text')}</p>
      <Link href="/" className="btn-secondary mt-5">
        {t('join.invalid.home')}
      </Link>
    </div>
  );
}
