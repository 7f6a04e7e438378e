import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { TextField } from '@/components/account/text-field';
import { ProgrammeSection } from './programme-page-frame';

const service = () => import('@/services/programmes-service');

const EMPTY = { company_name: '', domain: '', hr_name: '', hr_email: '', headcount: '' };

/** /employers: a company applies (company, domain, HR contact, headcount); an operator decides. */
export function EmployerApplicationForm() {
  const { t } = useTranslation('programmes');
  const [fields, setFields] = useState(EMPTY);
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle');
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    // Read now: an updater runs later, when React may have put the controlled field's value back.
    const value = event.target.value;
    setFields((current) => ({ ...current, [name]: value }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setState('busy');
    try {
      await (await service()).applyAsEmployer({
        company_name: fields.company_name.trim(),
        domain: fields.domain.trim().replace(/^@/, '').toLowerCase(),
        hr_name: fields.hr_name.trim(),
        hr_email: fields.hr_email.trim().toLowerCase(),
        headcount: Number.parseInt(fields.headcount, 10),
      });
      setState('sent');
    } catch {
      setState('failed');
    }
  }

  const complete = Object.values(fields).every((value) => value.trim() !== '');
  return (
    <ProgrammeSection id="apply" title={t('employers.formTitle')}>
      {state === 'sent' ? (
        <p role="status" className="rounded-lg bg-accent-50 px-3 py-2 font-medium text-accent-800">
          {t('employers.sent')}
        </p>
      ) : (
        <form onSubmit={onSubmit} className="grid gap-4 md:grid-cols-2" noValidate>
          <TextField label={t('employers.companyName')} name="company_name" autoComplete="organization" required value={fields.company_name} onChange={set('company_name')} />
          <TextField label={t('employers.domain')} name="domain" hint={t('employers.domainHint')} required value={fields.domain} onChange={set('domain')} />
          <TextField label={t('employers.hrName')} name="hr_name" autoComplete="name" required value={fields.hr_name} onChange={set('hr_name')} />
          <TextField label={t('employers.hrEmail')} name="hr_email" type="email" autoComplete="email" required value={fields.hr_email} onChange={set('hr_email')} />
          <TextField label={t('employers.headcount')} name="headcount" type="number" min={1} inputMode="numeric" required value={fields.headcount} onChange={set('headcount')} />
          {state === 'failed' ? (
            <p role="alert" className="text-sm font-medium text-danger-600 md:col-span-2">
              {t('employers.failed')}
            </p>
          ) : null}
          <div className="md:col-span-2">
            <button type="submit" className="btn-primary" disabled={state === 'busy' || !complete}>
              {state === 'busy' ? t('employers.submitting') : t('employers.submit')}
            </button>
          </div>
        </form>
      )}
    </ProgrammeSection>
  );
}
