import { useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn, selectIsReady } from '@/store/slices/auth-slice';
import { loadProfile } from '@/store/thunks/session-thunks';
import { EmailCodeForm } from './email-code-form';
import { ProgrammeSection } from './programme-page-frame';
import { SignInToJoin } from './sign-in-to-join';
import { useRefreshMyProgrammes } from '@/services/programmes-hooks';
import { percentOf, useMyProgrammes } from './use-my-programmes';

const service = () => import('@/services/programmes-service');

/** /employees: the shopper's work e-mail, verified by a mailed code (spec §5: the calls swallow errors). */
export function WorkEmailSection() {
  const { t } = useTranslation('programmes');
  const isReady = useAppSelector(selectIsReady);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const refresh = useRefreshMyProgrammes();
  const { data } = useMyProgrammes();
  const [notice, setNotice] = useState<string | null>(null);
  const [removeFailed, setRemoveFailed] = useState(false);
  const epp = data?.epp ?? null;

  async function afterChange() {
    await refresh();
    // The profile's company is the EPP mark of the session (spec §4: isEpp).
    void dispatch(loadProfile());
  }

  async function remove() {
    const answer = await (await service()).removeWorkEmail();
    setRemoveFailed(!answer.result);
    if (answer.result) {
      setNotice(null);
      await afterChange();
    }
  }

  return (
    <ProgrammeSection id="work-email" title={t('employees.formTitle')}>
      {!isReady ? (
        <div className="h-24" aria-hidden="true" />
      ) : !isLoggedIn ? (
        <SignInToJoin />
      ) : epp && epp.work_email ? (
        <div className="flex flex-col gap-3">
          {notice ? (
            <p role="status" className="rounded-lg bg-accent-50 px-3 py-2 font-medium text-accent-800">
              {notice}
            </p>
          ) : null}
          <p className="text-sand-800">{t('employees.member', { company: epp.company_name, email: epp.work_email })}</p>
          {epp.active && epp.discount_bps > 0 ? <p className="font-medium text-accent-800">{t('employees.memberPercent', { percent: percentOf(epp.discount_bps) })}</p> : null}
          <button type="button" className="btn-secondary self-start" onClick={() => void remove()}>
            {t('employees.remove')}
          </button>
          {removeFailed ? <p role="alert" className="text-sm font-medium text-danger-600">{t('employees.removeFailed')}</p> : null}
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-sand-700">{t('employees.formLead')}</p>
          <EmailCodeForm
            placeholder="name@company.com"
            sendFailed={t('employees.sendFailed')}
            verifyFailed={t('employees.verifyFailed')}
            send={async (email) => (await (await service()).sendWorkEmailCode(email)).result}
            verify={async (code) => {
              const answer = await (await service()).verifyWorkEmail(code);
              if (answer.result && answer.data?.epp) {
                setNotice(t('employees.verified', { company: answer.data.epp.company_name }));
                await afterChange();
              }
              return answer.result;
            }}
          />
        </div>
      )}
    </ProgrammeSection>
  );
}
