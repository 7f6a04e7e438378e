import { useRouter } from 'next/router';
import { Building2Icon } from '@/components/icons/building-2-icon';
import { GraduationCapIcon } from '@/components/icons/graduation-cap-icon';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { useMyProgrammes } from '@/components/programmes/use-my-programmes';
import { dateTimeFormat } from '@/lib/format/intl-formatters';
import { ACCOUNT_LINKS } from '@/lib/navigation/site-navigation';
import { useAppSelector } from '@/store/hooks';
import { selectUserProfile } from '@/store/slices/auth-slice';

const PILL = 'inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-medium underline-offset-2 hover:underline';

/**
 * The programmes the shopper belongs to, each a link to its page (issue 19 item 6): the employee
 * programme with the company's name (known from the profile at once, confirmed by
 * GET /v1/me/programmes), and the student or educator status with the date it runs out, or
 * that it has run out and asks for a new verification. Nothing for a shopper in none.
 */
export function AccountMemberships({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common');
  const { locale } = useRouter();
  const profile = useAppSelector(selectUserProfile);
  const { data } = useMyProgrammes();
  const company = data?.epp?.company_name ?? profile?.company?.name ?? null;
  const isEpp = data ? data.epp !== null : Boolean(profile?.company);
  const academic = data?.academic ?? null;
  if (!isEpp && !academic) return null;
  const date = (iso: string) => dateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));

  return (
    <ul aria-label={t('account.programmesLabel')} className={`flex flex-wrap gap-2 ${className}`} data-testid="account-memberships">
      {isEpp ? (
        <li>
          <Link href={ACCOUNT_LINKS.employeeProgramme} className={`${PILL} bg-accent-50 text-accent-800`}>
            <Building2Icon className="size-4" />
            {company ? t('account.eppOf', { company }) : t('account.epp')}
          </Link>
        </li>
      ) : null}
      {academic ? (
        <li>
          <Link
            href={academic.programme === 'student' ? ACCOUNT_LINKS.student : ACCOUNT_LINKS.educator}
            className={`${PILL} ${academic.active ? 'bg-accent-50 text-accent-800' : 'bg-sand-100 text-sand-800'}`}
          >
            <GraduationCapIcon className="size-4" />
            {t(academic.active ? `account.${academic.programme}Until` : `account.${academic.programme}Expired`, { institution: academic.institution, date: date(academic.expires_at) })}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
