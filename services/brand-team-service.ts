import { apiDelete, apiGet, apiPost, apiPut } from '@/services/api-client';
import type { AcceptedInvitation, InvitationPreview, InviteInput, PendingInvitation, Team, TeamMember } from '@/lib/contracts/brands/team-schemas';
import type { BrandMemberRole } from '@/lib/brands/brand-rules';

export type { AcceptedInvitation, InvitationPreview, PendingInvitation, Team, TeamMember } from '@/lib/contracts/brands/team-schemas';

/* A brand's team (issue 16 item 1): members, invitations, and joining through a link. */

export function fetchTeam(brandId: number): Promise<Team> {
  return apiGet<Team>(`/v1/brands/${brandId}/members`);
}

export function inviteMember(brandId: number, input: InviteInput): Promise<PendingInvitation> {
  return apiPost<PendingInvitation>(`/v1/brands/${brandId}/invitations`, input);
}

export function revokeInvitation(brandId: number, invitationId: number): Promise<{ revoked: true }> {
  return apiDelete<{ revoked: true }>(`/v1/brands/${brandId}/invitations/${invitationId}`);
}

export function changeMemberRole(brandId: number, customerId: number, role: BrandMemberRole): Promise<TeamMember> {
  return apiPut<TeamMember>(`/v1/brands/${brandId}/members/${customerId}`, { role });
}

/** Removes a member; with the caller's own id, leaves the brand. */
export function removeMember(brandId: number, customerId: number): Promise<{ removed: true; left: boolean }> {
  return apiDelete<{ removed: true; left: boolean }>(`/v1/brands/${brandId}/members/${customerId}`);
}

export function fetchInvitationPreview(token: string): Promise<InvitationPreview> {
  return apiGet<InvitationPreview>(`/v1/brand-invitations/${encodeURIComponent(token)}`);
}

export function acceptInvitation(token: string): Promise<AcceptedInvitation> {
  return apiPost<AcceptedInvitation>('/v1/brand-invitations/accept', { token });
}
