import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { AskEmployerForm } from './ask-employer-form';
import { ProgrammePageFrame } from './programme-page-frame';
import { WorkEmailSection } from './work-email-section';

const STEPS = ['how1', 'how2', 'how3'] as const;

/** /employees: the employee programme (issue 19 item 4). */
export function EmployeesView() {
  const { t } = useTranslation('programmes');
  return (
    <ProgrammePageFrame eyebrow={t('employees.eyebrow')} title={t('employees.title')} lead={t('employees.lead')}>
      <ol className="grid gap-4 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step} className="rounded-xl bg-sand-50 p-5">
            <p className="text-sm font-semibold text-accent-700">{index + 1}</p>
            <h2 className="mt-1 font-semibold text-sand-900">{t(`employees.${step}Title`)}</h2>
            <p className="mt-2 text-sm text-sand-700">{t(`employees.${step}Body`)}</p>
          </li>
        ))}
      </ol>
      <WorkEmailSection />
      <AskEmployerForm />
      <p>
        <Link href="/employers" className="font-medium text-accent-700 underline underline-offset-2">
          {t('employees.employersLink')}
        </Link>
      </p>
    </ProgrammePageFrame>
  );
}
