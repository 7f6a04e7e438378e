import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { TextField } from '@/components/account/text-field';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/slices/auth-slice';
import { ProgrammeSection } from './programme-page-frame';

const service = () => import('@/services/programmes-service');

/** /employees: a shopper asks their employer to join (POST /v1/me/register-epp: HR gets a link). */
export function AskEmployerForm() {
  const { t } = useTranslation('programmes');
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [hrEmail, setHrEmail] = useState('');
  const [company, setCompany] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'requested' | 'enrolled' | 'failed'>('idle');
  if (!isLoggedIn) return null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setState('busy');
    try {
      const answer = await (await service()).registerEpp({ hr_email: hrEmail.trim(), company_name: company.trim() });
      setState(answer.status);
    } catch {
      setState('failed');
    }
  }

  return (
    <ProgrammeSection id="ask-employer" title={t('employees.askTitle')}>
      {state === 'requested' || state === 'enrolled' ? (
        <p role="status" className="rounded-lg bg-accent-50 px-3 py-2 font-medium text-accent-800">
          {t(state === 'requested' ? 'employees.askSent' : 'employees.askEnrolled')}
        </p>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <p className="text-sand-700">{t('employees.askLead')}</p>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label={t('employees.companyName')} name="company_name" required autoComplete="organization" value={company} onChange={(event) => setCompany(event.target.value)} />
            <TextField label={t('employees.hrEmail')} name="hr_email" type="email" required value={hrEmail} onChange={(event) => setHrEmail(event.target.value)} />
          </div>
          {state === 'failed' ? (
            <p role="alert" className="text-sm font-medium text-danger-600">
              {t('employees.askFailed')}
            </p>
          ) : null}
          <button type="submit" className="btn-secondary self-start" disabled={state === 'busy' || hrEmail.trim() === '' || company.trim().length < 2}>
            {t('employees.askSubmit')}
          </button>
        </form>
      )}
    </ProgrammeSection>
  );
}
