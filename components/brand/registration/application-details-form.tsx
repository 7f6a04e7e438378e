import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { CountrySelect } from '@/components/account/country-select';
import { TextField, type TextFieldProps } from '@/components/account/text-field';
import { isApiError } from '@/services/api-error';
import { DetailsTextArea } from './details-text-area';
import { serverFieldErrors, validateDetails, type DetailField, type DetailValues, type FieldError } from './application-details-values';

interface ApplicationDetailsFormProps {
  initial: DetailValues;
  mode: 'create' | 'edit';
  onSave: (values: DetailValues) => Promise<void>;
  onCountryChange?: (country: string) => void;
}

/** The company details: written once to start, edited while the application is a draft or changes were asked. */
export function ApplicationDetailsForm({ initial, mode, onSave, onCountryChange }: ApplicationDetailsFormProps) {
  const { t } = useTranslation('brand-registration');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<DetailField, FieldError>>>({});
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [failure, setFailure] = useState('');

  const set = (field: DetailField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'country') onCountryChange?.(value);
    setState('idle');
  };
  const errorOf = (field: DetailField) => (errors[field] ? t(`form.errors.${errors[field].key}`, errors[field].values) : undefined);
  const optional = (label: string) => `${label} (${t('form.optional')})`;
  const field = (name: DetailField, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField label={label} name={name} value={values[name]} onChange={(event) => set(name)(event.target.value)} error={errorOf(name)} {...extra} />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateDetails(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setState('failed');
      setFailure(t('form.errorsIntro'));
      return;
    }
    setState('saving');
    try {
      await onSave(values);
      setState('saved');
    } catch (error) {
      const fromServer = isApiError(error) ? serverFieldErrors(error.body) : {};
      setErrors(fromServer);
      setState('failed');
      setFailure(Object.keys(fromServer).length > 0 ? t('form.errorsIntro') : isApiError(error) && error.httpStatus === 409 ? t('submit.conflict') : t('loadFailed'));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-8" aria-labelledby="details-title">
      <h2 id="details-title" className="text-xl font-semibold text-sand-900">
        {t(mode === 'create' ? 'form.createTitle' : 'form.editTitle')}
      </h2>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold tracking-wide text-sand-700 uppercase">{t('form.companySection')}</legend>
        {field('legal_name', t('form.legalName'), { hint: t('form.legalNameHint'), autoComplete: 'organization', required: true })}
        {field('display_name', t('form.displayName'), { hint: t('form.displayNameHint'), required: true })}
        <CountrySelect label={t('form.country')} value={values.country} onChange={set('country')} error={errorOf('country')} />
        {field('tax_id', optional(t('form.taxId')))}
        {field('website', optional(t('form.website')), { hint: t('form.websiteHint'), type: 'url', inputMode: 'url', autoComplete: 'url' })}
        <DetailsTextArea className="sm:col-span-2" label={t('form.about')} hint={t('form.aboutHint')} value={values.about} onChange={set('about')} error={errorOf('about')} />
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold tracking-wide text-sand-700 uppercase">{t('form.contactSection')}</legend>
        {field('contact_email', t('form.contactEmail'), { hint: t('form.contactEmailHint'), type: 'email', autoComplete: 'email', required: true })}
        {field('phone', optional(t('form.phone')), { type: 'tel', autoComplete: 'tel' })}
        {field('address_line', optional(t('form.addressLine')), { autoComplete: 'address-line1' })}
        {field('city', optional(t('form.city')), { autoComplete: 'address-level2' })}
        {field('postal_code', optional(t('form.postalCode')), { autoComplete: 'postal-code' })}
        {field('region', optional(t('form.region')), { autoComplete: 'address-level1' })}
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary min-h-11" disabled={state === 'saving'}>
          {state === 'saving' ? t('form.saving') : t(mode === 'create' ? 'form.start' : 'form.save')}
        </button>
        <p role="status" className="text-sm font-medium text-sand-700">
          {state === 'saved' && mode === 'edit' ? t('form.saved') : ''}
        </p>
      </div>
      {state === 'failed' && (
        <p role="alert" className="text-sm font-medium text-danger-600">
          {failure}
        </p>
      )}
    </form>
  );
}
