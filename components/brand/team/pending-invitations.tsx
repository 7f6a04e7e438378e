import { useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { useRouter } from 'next/router';
import { dateTimeFormat } from '@/lib/format/intl-formatters';
import type { PendingInvitation } from '@/lib/contracts/brands/team-schemas';
import { ConfirmDialog } from './confirm-dialog';
import { roleKey } from './role-label';

interface PendingInvitationsProps {
  invitations: readonly PendingInvitation[];
  canManage: boolean;
  onRevoke: (invitation: PendingInvitation) => Promise<void>;
}

/** Invitations sent and not yet accepted, with when their link stops working. */
export function PendingInvitations({ invitations, canManage, onRevoke }: PendingInvitationsProps) {
  const { t } = useTranslation('brand');
  const { locale } = useRouter();
  const [confirming, setConfirming] = useState<PendingInvitation | null>(null);
  const [busy, setBusy] = useState(false);
  const date = dateTimeFormat(locale, { dateStyle: 'medium' });

  async function revoke() {
    if (!confirming) return;
    setBusy(true);
    try {
      await onRevoke(confirming);
      setConfirming(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <h3 className="text-base font-semibold text-sand-900">{t('team.pending.title')}</h3>
      {invitations.length === 0 ? (
        <p className="mt-1 text-sm text-sand-600">{t('team.pending.empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium break-all text-sand-900">{invitation.email}</p>
                <p className="text-sm text-sand-600">
                  {t(roleKey(invitation.role))} · {t('team.pending.expires', { date: date.format(new Date(invitation.expires_at)) })}
                </p>
              </div>
              {canManage && (
                <button type="button" className="btn-secondary self-start sm:self-auto" onClick={() => setConfirming(invitation)}>
                  {t('team.pending.revoke')}
                  <span className="sr-only"> {invitation.email}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('team.pending.confirmTitle')}
        lead={t('team.pending.confirmLead', { email: confirming?.email ?? '' })}
        confirmLabel={t('team.pending.revoke')}
        busy={busy}
        onConfirm={() => void revoke()}
        onClose={() => setConfirming(null)}
      />
    </div>
  );
}
