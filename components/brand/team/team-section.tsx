import { useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import type { BrandMemberRole } from '@/lib/brands/brand-rules';
import type { TeamMember } from '@/lib/contracts/brands/team-schemas';
import type { WorkspaceBrand } from '@/lib/contracts/brands/workspaces-schemas';
import { useBrandTeam } from '@/services/brand-team-hooks';
import { useMyWorkspaces } from '@/services/brand-workspaces-hooks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUserProfile } from '@/store/slices/auth-slice';
import { pushToast } from '@/store/slices/ui-slice';
import { ConfirmDialog } from './confirm-dialog';
import { httpStatusOf } from './http-status-of';
import { InviteForm } from './invite-form';
import { MemberRow } from './member-row';
import { PendingInvitations } from './pending-invitations';

const loadTeamService = () => import('@/services/brand-team-service');

/** /brand/settings, Team: everyone sees who works for the brand; owners invite, change and remove. */
export function TeamSection({ brand }: { brand: WorkspaceBrand }) {
  const { t } = useTranslation('brand');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectUserProfile);
  const workspaces = useMyWorkspaces(true);
  const { data, error, mutate } = useBrandTeam(brand.id);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canManage = brand.role === 'owner';
  // The session's profile carries the e-mail, not the id; an account's e-mail is unique.
  const isMe = (member: TeamMember) => Boolean(me?.email) && member.email.toLowerCase() === me?.email.toLowerCase();

  async function invite(email: string, role: BrandMemberRole) {
    await (await loadTeamService()).inviteMember(brand.id, { email, role });
    await mutate();
  }

  async function changeRole(member: TeamMember, role: BrandMemberRole) {
    await (await loadTeamService()).changeMemberRole(brand.id, member.customer_id, role);
    await mutate();
    // Your own role shapes the brand area's navigation.
    if (isMe(member)) await workspaces.mutate();
    dispatch(pushToast({ kind: 'success', message: t('team.roleChanged', { name: member.name || member.email }) }));
  }

  async function remove() {
    if (!removing) return;
    setBusy(true);
    setRemoveError(null);
    try {
      const result = await (await loadTeamService()).removeMember(brand.id, removing.customer_id);
      setRemoving(null);
      if (result.left) {
        dispatch(pushToast({ kind: 'success', message: t('team.left', { brand: brand.name }) }));
        await workspaces.mutate();
        void router.push('/brand');
        return;
      }
      dispatch(pushToast({ kind: 'success', message: t('team.removed', { name: removing.name || removing.email }) }));
      await mutate();
    } catch (failure) {
      setRemoveError(httpStatusOf(failure) === 409 ? t('team.lastOwner') : t('team.failed'));
    } finally {
      setBusy(false);
    }
  }

  if (error) return <p role="alert" className="text-sand-800">{t('team.loadFailed')}</p>;
  if (!data) return <p role="status" className="text-sand-600">{t('team.loading')}</p>;
  return (
    <div className="space-y-6">
      <ul aria-label={t('team.members')} className="divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
        {data.members.map((member) => (
          <MemberRow
            key={member.customer_id}
            member={member}
            isYou={isMe(member)}
            canManage={canManage}
            onChangeRole={changeRole}
            onAskRemove={(m) => {
              setRemoveError(null);
              setRemoving(m);
            }}
          />
        ))}
      </ul>
      {canManage && <InviteForm onInvite={invite} full={data.invitations.length >= data.max_pending_invitations} />}
      <PendingInvitations
        invitations={data.invitations}
        canManage={canManage}
        onRevoke={async (invitation) => {
          try {
            await (await loadTeamService()).revokeInvitation(brand.id, invitation.id);
            dispatch(pushToast({ kind: 'success', message: t('team.pending.revoked', { email: invitation.email }) }));
          } catch (failure) {
            // 404: accepted or expired meanwhile; the refreshed list shows what happened.
            if (httpStatusOf(failure) !== 404) dispatch(pushToast({ kind: 'error', message: t('team.failed') }));
          }
          await mutate();
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={removing && isMe(removing) ? t('team.leaveTitle', { brand: brand.name }) : t('team.removeTitle', { name: removing?.name || removing?.email || '' })}
        lead={removeError ?? (removing && isMe(removing) ? t('team.leaveLead') : t('team.removeLead'))}
        confirmLabel={removing && isMe(removing) ? t('team.leave') : t('team.remove')}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
