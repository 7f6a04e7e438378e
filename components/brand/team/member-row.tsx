import { useId, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { BRAND_MEMBER_ROLES, type BrandMemberRole } from '@/lib/brands/brand-rules';
import type { TeamMember } from '@/lib/contracts/brands/team-schemas';
import { dateTimeFormat } from '@/lib/format/intl-formatters';
import { httpStatusOf } from './http-status-of';
import { roleKey } from './role-label';

interface MemberRowProps {
  member: TeamMember;
  isYou: boolean;
  canManage: boolean;
  onChangeRole: (member: TeamMember, role: BrandMemberRole) => Promise<void>;
  onAskRemove: (member: TeamMember) => void;
}

/** One member: who, since when, their role (owners change it) and the remove or leave button. */
export function MemberRow({ member, isYou, canManage, onChangeRole, onAskRemove }: MemberRowProps) {
  const { t } = useTranslation('brand');
  const { locale } = useRouter();
  const selectId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const since = dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(member.since));
  const name = member.name || member.email;

  async function change(role: BrandMemberRole) {
    setBusy(true);
    setError(null);
    try {
      await onChangeRole(member, role);
    } catch (failure) {
      setError(httpStatusOf(failure) === 409 ? t('team.lastOwner') : t('team.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[1fr_11rem_auto] sm:items-center">
      <div className="min-w-0">
        <p className="font-medium text-sand-900">
          {name}
          {isYou && <span className="ms-2 rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-sand-700">{t('team.you')}</span>}
        </p>
        {member.name && <p className="text-sm break-all text-sand-600">{member.email}</p>}
        <p className="text-sm text-sand-600">{t('team.since', { date: since })}</p>
      </div>
      <div>
        {canManage ? (
          <>
            <label htmlFor={selectId} className="sr-only">
              {t('team.roleOf', { name })}
            </label>
            <select
              id={selectId}
              value={member.role}
              disabled={busy}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => void change(event.target.value as BrandMemberRole)}
              className="block h-11 w-full rounded-md border border-sand-300 bg-white px-3 text-sm text-sand-900"
            >
              {BRAND_MEMBER_ROLES.map((value) => (
                <option key={value} value={value}>
                  {t(roleKey(value))}
                </option>
              ))}
            </select>
          </>
        ) : (
          <p className="text-sm font-medium text-sand-800">{t(roleKey(member.role))}</p>
        )}
        {error && (
          <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-danger-600">
            {error}
          </p>
        )}
      </div>
      {(canManage || isYou) && (
        <button type="button" className="btn-secondary min-h-11 justify-self-start sm:justify-self-end" onClick={() => onAskRemove(member)}>
          {isYou ? t('team.leave') : t('team.remove')}
          {!isYou && <span className="sr-only"> {name}</span>}
        </button>
      )}
    </li>
  );
}
