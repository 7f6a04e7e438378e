import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { dateTimeFormat } from '@/lib/format/intl-formatters';
import { percentOf, useMyProgrammes } from './use-my-programmes';

/** /customer/profile: the programmes the shopper belongs to (EPP company, student or educator status). */
export function MyProgrammesCard() {
  const { t } = useTranslation('programmes');
  const { locale } = useRouter();
  const { data } = useMyProgrammes();
  if (!data) return null;
  const date = (iso: string) => dateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
  const { epp, academic, discount } = data;

  return (
    <section aria-labelledby="my-programmes-title" className="rounded-xl border border-sand-200 bg-white p-5">
      <h2 id="my-programmes-title" className="text-lg font-semibold text-sand-900">
        {t('profile.title')}
      </h2>
      {!epp && !academic ? <p className="mt-2 text-sm text-sand-700">{t('profile.none')}</p> : null}
      <ul className="mt-2 flex flex-col gap-1 text-sm text-sand-800">
        {epp ? <li>{t('profile.epp', { company: epp.company_name })}</li> : null}
        {academic ? (
          <li>
            {academic.active
              ? t(`profile.${academic.programme}`, { institution: academic.institution, date: date(academic.expires_at) })
              : t('profile.expired', { institution: academic.institution, date: date(academic.expires_at) })}
          </li>
        ) : null}
      </ul>
      {discount ? <p className="mt-2 text-sm font-medium text-accent-800">{t('profile.discount', { percent: percentOf(discount.discount_bps) })}</p> : null}
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link href="/employees" className="font-medium text-accent-700 underline underline-offset-2">
          {t('profile.employeesLink')}
        </Link>
        <Link href="/student" className="font-medium text-accent-700 underline underline-offset-2">
          {t('profile.studentLink')}
        </Link>
        <Link href="/educator" className="font-medium text-accent-700 underline underline-offset-2">
          {t('profile.educatorLink')}
        </Link>
      </p>
    </section>
  );
}
