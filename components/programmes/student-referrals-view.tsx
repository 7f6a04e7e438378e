import { useState } from 'react';
import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { localizedPath } from '@/lib/navigation/localized-path';
import { dateTimeFormat } from '@/lib/format/intl-formatters';
import type { Locale } from '@/lib/i18n/locales';
import { useStudentReferrals } from '@/services/programmes-hooks';
import { ProgrammePageFrame, ProgrammeSection } from './programme-page-frame';

/** /student/referrals: a verified student's invitation link and who joined through it (first names only). */
export function StudentReferralsView() {
  const { t } = useTranslation('programmes');
  const { locale } = useRouter();
  const { data, error } = useStudentReferrals();
  const [copied, setCopied] = useState(false);
  // Rendered in the browser only (the page waits for the session), so the origin is known.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const link = data ? `${origin}${localizedPath('/student', (locale ?? 'en-US') as Locale)}?rid=${data.referral_code}` : '';

  return (
    <ProgrammePageFrame eyebrow={t('referrals.eyebrow')} title={t('referrals.title')} lead={t('referrals.lead')}>
      {error ? (
        <div className="flex flex-col gap-3">
          <p className="text-sand-700">{t('referrals.notStudent')}</p>
          <Link href="/student" className="btn-primary self-start">
            {t('referrals.toStudent')}
          </Link>
        </div>
      ) : !data ? (
        <div className="h-40" aria-hidden="true" />
      ) : (
        <>
          <ProgrammeSection id="link" title={t('referrals.linkLabel')}>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <label htmlFor="student-invite-link" className="sr-only">
                {t('referrals.linkLabel')}
              </label>
              <input id="student-invite-link" readOnly value={link} className="h-12 flex-1 rounded-md border border-sand-300 bg-sand-50 px-3.5 text-sand-900" />
              <button
                type="button"
                className="btn-secondary"
                onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false))}
              >
                {t('referrals.copy')}
              </button>
            </div>
            <p role="status" className="mt-2 min-h-5 text-sm text-accent-800">
              {copied ? t('referrals.copied') : ''}
            </p>
          </ProgrammeSection>
          <ProgrammeSection id="joined" title={t('referrals.listTitle')}>
            {data.invited.length === 0 ? (
              <p className="text-sand-700">{t('referrals.empty')}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-sand-200">
                {data.invited.map((row, index) => (
                  <li key={`${row.verified_at}-${index}`} className="flex justify-between gap-4 py-2">
                    <span className="font-medium text-sand-900">{row.first_name || t('referrals.someone')}</span>
                    <span className="text-sm text-sand-600">{t('referrals.joinedOn', { date: dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(row.verified_at)) })}</span>
                  </li>
                ))}
              </ul>
            )}
          </ProgrammeSection>
        </>
      )}
    </ProgrammePageFrame>
  );
}
