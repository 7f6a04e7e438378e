import { useTranslation } from '@/components/i18n/use-translation';

/** The four steps from application to selling, for someone who has not applied yet. */
export function RegistrationProcess() {
  const { t } = useTranslation('brand-registration');
  return (
    <section aria-labelledby="process-title">
      <h2 id="process-title" className="text-base font-semibold text-sand-900">
        {t('process.title')}
      </h2>
      <ol className="mt-3 list-decimal space-y-2 ps-5 text-sm text-sand-700">
        {(['step1', 'step2', 'step3', 'step4'] as const).map((step) => (
          <li key={step}>{t(`process.${step}`)}</li>
        ))}
      </ol>
    </section>
  );
}
