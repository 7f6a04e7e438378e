import { useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { ProgrammeSection } from './programme-page-frame';

const service = () => import('@/services/programmes-service');

/** /employers?confirm=<token>: the HR contact confirms the company with one click (never on page load). */
export function EmployerConfirm({ token }: { token: string }) {
  const { t } = useTranslation('programmes');
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'failed' } | { kind: 'done'; company: string; domain: string }>({ kind: 'idle' });

  async function confirm() {
    setState({ kind: 'busy' });
    try {
      const answer = await (await service()).confirmEmployer(token);
      setState({ kind: 'done', company: answer.company_name, domain: answer.domain });
    } catch {
      setState({ kind: 'failed' });
    }
  }

  return (
    <ProgrammeSection id="confirm" title={t('employers.confirmTitle')}>
      {state.kind === 'done' ? (
        <p role="status" className="rounded-lg bg-accent-50 px-3 py-2 font-medium text-accent-800">
          {t('employers.confirmed', { company: state.company, domain: state.domain })}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-sand-700">{t('employers.confirmLead')}</p>
          {state.kind === 'failed' ? (
            <p role="alert" className="text-sm font-medium text-danger-600">
              {t('employers.confirmFailed')}
            </p>
          ) : null}
          <button type="button" className="btn-primary self-start" disabled={state.kind === 'busy'} onClick={() => void confirm()}>
            {t('employers.confirmButton')}
          </button>
        </div>
      )}
    </ProgrammeSection>
  );
}
