import { useTranslation } from '@/components/i18n/use-translation';
import { acceptedDocumentKinds, requiredDocumentKinds } from '@/lib/brands/brand-rules';

/** Which documents a company of `country` sends: updates as the applicant picks a country. */
export function DocumentKindList({ country }: { country: string }) {
  const { t } = useTranslation('brand-registration');
  const required = country ? requiredDocumentKinds(country) : [];
  const optional = country ? acceptedDocumentKinds(country).filter((kind) => !required.includes(kind)) : [];
  return (
    <section aria-labelledby="documents-needed-title" className="rounded-2xl border border-sand-200 bg-sand-50 p-5">
      <h2 id="documents-needed-title" className="text-base font-semibold text-sand-900">
        {t('needed.title')}
      </h2>
      {!country ? (
        <p className="mt-2 text-sm text-sand-700">{t('needed.chooseCountry')}</p>
      ) : (
        <ul className="mt-3 space-y-3" aria-live="polite">
          {[...required.map((kind) => [kind, true] as const), ...optional.map((kind) => [kind, false] as const)].map(([kind, isRequired]) => (
            <li key={kind} className="text-sm">
              <span className="font-medium text-sand-900">{t(`kinds.${kind}`)}</span>{' '}
              <span className={isRequired ? 'font-semibold text-accent-700' : 'text-sand-600'}>({t(isRequired ? 'needed.required' : 'needed.optional')})</span>
              <p className="mt-0.5 text-sand-700">{t(`kindHints.${kind}`)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
