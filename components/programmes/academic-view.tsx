import { useState } from 'react';
import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { dateTimeFormat } from '@/lib/format/intl-formatters';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn, selectIsReady } from '@/store/slices/auth-slice';
import { EmailCodeForm } from './email-code-form';
import { ProgrammePageFrame, ProgrammeSection } from './programme-page-frame';
import { SignInToJoin } from './sign-in-to-join';
import { useRefreshMyProgrammes } from '@/services/programmes-hooks';
import { useMyProgrammes } from './use-my-programmes';

const service = () => import('@/services/programmes-service');

/** /student and /educator: an academic address verified by a mailed code, for a year (issue 19 item 5). */
export function AcademicView({ programme }: { programme: 'student' | 'educator' }) {
  const { t } = useTranslation('programmes');
  const { query, locale } = useRouter();
  const isReady = useAppSelector(selectIsReady);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const refresh = useRefreshMyProgrammes();
  const { data } = useMyProgrammes();
  const [verifiedNow, setVerifiedNow] = useState(false);
  const rid = programme === 'student' && typeof query.rid === 'string' && /^[A-Za-z0-9]{1,16}$/.test(query.rid) ? query.rid : undefined;
  const member = data?.academic?.programme === programme ? data.academic : null;
  const date = (iso: string) => dateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));

  return (
    <ProgrammePageFrame eyebrow={t(`academic.${programme}.eyebrow`)} title={t(`academic.${programme}.title`)} lead={t(`academic.${programme}.lead`)}>
      {rid && !member ? <p className="rounded-lg bg-accent-50 px-3 py-2 font-medium text-accent-800">{t('academic.invitedBy')}</p> : null}
      <ProgrammeSection id="academic" title={t('academic.formTitle')}>
        {!isReady ? (
          <div className="h-24" aria-hidden="true" />
        ) : !isLoggedIn ? (
          <SignInToJoin />
        ) : (
          <div className="flex flex-col gap-4">
            {member ? (
              <p role={verifiedNow ? 'status' : undefined} className={member.active ? 'font-medium text-accent-800' : 'font-medium text-danger-600'}>
                {verifiedNow
                  ? t('academic.verified', { institution: member.institution, date: date(member.expires_at) })
                  : member.active
                    ? t('academic.member', { institution: member.institution, date: date(member.expires_at) })
                    : t('academic.expired', { date: date(member.expires_at) })}
              </p>
            ) : null}
            {member?.active && programme === 'student' ? (
              <Link href="/student/referrals" className="self-start font-medium text-accent-700 underline underline-offset-2">
                {t('academic.referralsLink')}
              </Link>
            ) : null}
            {member?.active ? null : (
              <EmailCodeForm
                placeholder={programme === 'student' ? 'name@university.edu' : 'name@school.edu'}
                sendFailed={t('academic.sendFailed')}
                verifyFailed={t('academic.verifyFailed')}
                send={async (email) => {
                  try {
                    await (await service()).sendAcademicCode({ email, programme, ...(rid ? { rid } : {}) });
                    return true;
                  } catch {
                    return false;
                  }
                }}
                verify={async (code) => {
                  try {
                    await (await service()).verifyAcademicEmail({ code, programme });
                    setVerifiedNow(true);
                    await refresh();
                    return true;
                  } catch {
                    return false;
                  }
                }}
              />
            )}
            <p className="text-sm text-sand-600">{t('academic.rules')}</p>
          </div>
        )}
      </ProgrammeSection>
    </ProgrammePageFrame>
  );
}
