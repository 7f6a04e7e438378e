import type { Team } from '@/lib/contracts/brands/team-schemas';
import { MAX_PENDING_INVITATIONS } from '@/lib/contracts/brands/team-schemas';
import { getCustomerContacts } from '@/server/accounts/customer-contacts';
import { getDb } from '@/server/db/client';
import { listPendingInvitations } from './repository-invitations';
import { listMembers } from './repository-members';

/** GET /v1/brands/{brandId}/members: who works for the brand, and who was invited. */
export async function listTeam(brandId: number, now: Date = new Date()): Promise<Team> {
  const db = getDb();
  const [members, invitations] = await Promise.all([listMembers(db, brandId), listPendingInvitations(db, brandId, now)]);
  const contacts = await getCustomerContacts(db, members.map((m) => m.customerId));
  return {
    members: members.map((m) => ({
      customer_id: m.customerId,
      name: contacts.get(m.customerId)?.fullname ?? '',
      email: contacts.get(m.customerId)?.email ?? '',
      role: m.role,
      since: m.addedAt.toISOString(),
    })),
    invitations: invitations.map(toPendingInvitation),
    max_pending_invitations: MAX_PENDING_INVITATIONS,
  };
}

export function toPendingInvitation(row: { id: number; email: string; role: Team['members'][number]['role']; createdAt: Date; expiresAt: Date }): Team['invitations'][number] {
  return { id: row.id, email: row.email, role: row.role, invited_at: row.createdAt.toISOString(), expires_at: row.expiresAt.toISOString() };
}
