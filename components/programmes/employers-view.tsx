import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { EmployerApplicationForm } from './employer-application-form';
import { EmployerConfirm } from './employer-confirm';
import { ProgrammePageFrame } from './programme-page-frame';

const POINTS = ['point1', 'point2', 'point3'] as const;

/** /employers: a company applies; with ?confirm=<token> (the HR link of register-epp) it confirms. */
export function EmployersView() {
  const { t } = useTranslation('programmes');
  const { query } = useRouter();
  const token = typeof query.confirm === 'string' && /^[\w-]{16,256}$/.test(query.confirm) ? query.confirm : null;
  return (
    <ProgrammePageFrame eyebrow={t('employers.eyebrow')} title={t('employers.title')} lead={t('employers.lead')}>
      <ul className="flex list-disc flex-col gap-2 ps-5 text-sand-800">
        {POINTS.map((point) => (
          <li key={point}>{t(`employers.${point}`)}</li>
        ))}
      </ul>
      {token ? <EmployerConfirm token={token} /> : <EmployerApplicationForm />}
    </ProgrammePageFrame>
  );
}
