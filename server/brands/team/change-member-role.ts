import type { BrandMemberRole } from '@/lib/brands/brand-rules';
import type { TeamMember } from '@/lib/contracts/brands/team-schemas';
import { getCustomerContacts } from '@/server/accounts/customer-contacts';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { BrandAccess } from '../resolve-brand-access';
import { countOwners, findMember, insertBrandEvent, lockBrandTeam, updateMemberRole } from './repository-members';

export const memberNotFound = () => new AppError('NOT_FOUND', 'This person is not a member of the brand.');
export const lastOwner = () =>
  new AppError('CONFLICT', 'A brand always keeps at least one owner. Make another member owner first.');

/** PUT /v1/brands/{brandId}/members/{customerId}: owners change anyone's role, their own included. */
export async function changeMemberRole(brand: BrandAccess, customerId: number, role: BrandMemberRole): Promise<TeamMember> {
  const db = getDb();
  const updated = await db.transaction(async (tx) => {
    await lockBrandTeam(tx, brand.brandId);
    const member = await findMember(tx, brand.brandId, customerId);
    if (!member) throw memberNotFound();
    if (member.role === role) return member;
    if (member.role === 'owner' && (await countOwners(tx, brand.brandId)) <= 1) throw lastOwner();
    const row = await updateMemberRole(tx, brand.brandId, customerId, role);
    await insertBrandEvent(tx, { brandId: brand.brandId, kind: 'role_changed', actorCustomerId: brand.customerId, note: `customer ${customerId}: ${member.role} → ${role}` });
    return row!;
  });
  const contact = (await getCustomerContacts(db, [customerId])).get(customerId);
  return { customer_id: customerId, name: contact?.fullname ?? '', email: contact?.email ?? '', role: updated.role, since: updated.addedAt.toISOString() };
}
