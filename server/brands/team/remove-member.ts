import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { BrandAccess } from '../resolve-brand-access';
import { lastOwner, memberNotFound } from './change-member-role';
import { countOwners, deleteMember, findMember, insertBrandEvent, lockBrandTeam } from './repository-members';

/**
 * DELETE /v1/brands/{brandId}/members/{customerId}: an owner removes a member, or any member
 * leaves (their own id). The removed person's next request is refused: access is read from
 * brand_members on every request, not from their token.
 */
export async function removeMember(brand: BrandAccess, customerId: number): Promise<{ removed: true; left: boolean }> {
  // The route lets every member in (leaving needs only membership); removing someone else is an owner's.
  const leaving = brand.customerId === customerId;
  if (!leaving && brand.role !== 'owner') throw new AppError('FORBIDDEN', 'Only an owner of the brand can remove a member. You can leave the brand yourself.');
  await getDb().transaction(async (tx) => {
    await lockBrandTeam(tx, brand.brandId);
    const member = await findMember(tx, brand.brandId, customerId);
    if (!member) throw memberNotFound();
    if (member.role === 'owner' && (await countOwners(tx, brand.brandId)) <= 1) {
      throw leaving ? new AppError('CONFLICT', 'You are the only owner of this brand. Make another member owner before you leave.') : lastOwner();
    }
    await deleteMember(tx, brand.brandId, customerId);
    await insertBrandEvent(tx, { brandId: brand.brandId, kind: 'member_removed', actorCustomerId: brand.customerId, note: leaving ? `customer ${customerId} left` : `customer ${customerId} removed` });
  });
  return { removed: true, left: leaving };
}
