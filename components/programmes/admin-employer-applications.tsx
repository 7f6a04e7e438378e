import { useId, useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import type { EmployerApplication } from '@/lib/contracts/programmes/programmes-schemas';
import { useEmployerApplications } from '@/services/programmes-hooks';

const service = () => import('@/services/programmes-service');
const STATUSES = ['pending', 'approved', 'declined'] as const;
const LEVELS = [500, 1000, 1500, 2000] as const;
type Level = (typeof LEVELS)[number];

function ApplicationRow({ item, onDecided }: { item: EmployerApplication; onDecided(decided: EmployerApplication, level: Level): void }) {
  const { t } = useTranslation('programmes');
  const nameId = useId();
  const [level, setLevel] = useState<Level>(1000);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  async function decide(decision: 'approve' | 'decline') {
    setBusy(true);
    try {
      const decided = await (await service()).decideEmployerApplication(item.id, decision === 'approve' ? { decision, discount_bps: level } : { decision });
      onDecided(decided, level);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-sand-200 bg-white p-4">
      <div className="flex flex-col gap-1">
        <h2 id={nameId} className="font-semibold text-sand-900">
          {item.company_name} <span className="font-normal text-sand-600">· {item.domain}</span>
        </h2>
        <p className="text-sm text-sand-700">
          {t('admin.contact')}: {item.hr_name ? `${item.hr_name}, ` : ''}
          {item.hr_email}
          {item.headcount !== null ? ` · ${t('admin.headcount')}: ${item.headcount}` : ''}
        </p>
        <p className="text-sm text-sand-600">
          {t('admin.source')}: {t(`admin.source_${item.source}`)} · {new Date(item.created_at).toISOString().slice(0, 10)}
        </p>
      </div>
      {item.status === 'pending' ? (
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium text-sand-900">
            {t('admin.level')}
            <select className="h-10 rounded-md border border-sand-300 bg-white px-2" value={level} onChange={(event) => setLevel(Number(event.target.value) as Level)}>
              {LEVELS.map((bps) => (
                <option key={bps} value={bps}>
                  {t('common.percentOff', { percent: bps / 100 })}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn-primary" disabled={busy} aria-describedby={nameId} onClick={() => void decide('approve')}>
            {t('admin.approve')}
          </button>
          <button type="button" className="btn-secondary" disabled={busy} aria-describedby={nameId} onClick={() => void decide('decline')}>
            {t('admin.decline')}
          </button>
        </div>
      ) : (
        <p className="text-sm font-medium text-sand-800">{t(`admin.status_${item.status}`)}</p>
      )}
      {failed ? (
        <p role="alert" className="text-sm font-medium text-danger-600">
          {t('admin.failed')}
        </p>
      ) : null}
    </li>
  );
}

/** /admin/programmes: employers asking to join the employee programme, and the operators' decision. */
export function AdminEmployerApplications() {
  const { t } = useTranslation('programmes');
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  const { data, error, mutate } = useEmployerApplications(status);
  // Said once the decision is saved: the row leaves the pending list, so the page says what happened.
  const [notice, setNotice] = useState('');

  function decided(application: EmployerApplication, level: Level) {
    setNotice(
      application.status === 'approved'
        ? t('admin.approvedNotice', { company: application.company_name, domain: application.domain, percent: level / 100 })
        : t('admin.declinedNotice', { company: application.company_name }),
    );
    void mutate();
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="max-w-3xl text-sand-700">{t('admin.lead')}</p>
      <label className="flex items-center gap-2 text-sm font-medium text-sand-900">
        {t('admin.filter')}
        <select className="h-10 rounded-md border border-sand-300 bg-white px-2" value={status} onChange={(event) => setStatus(event.target.value as (typeof STATUSES)[number])}>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`admin.status_${value}`)}
            </option>
          ))}
        </select>
      </label>
      <p role="status" className="text-sm font-medium text-accent-800 empty:hidden">
        {notice}
      </p>
      {error ? <p role="alert" className="text-danger-600">{t('admin.loadFailed')}</p> : null}
      {data && data.items.length === 0 ? <p className="text-sand-700">{t('admin.empty')}</p> : null}
      <ul className="flex flex-col gap-3">
        {data?.items.map((item) => (
          <ApplicationRow key={item.id} item={item} onDecided={decided} />
        ))}
      </ul>
    </div>
  );
}
