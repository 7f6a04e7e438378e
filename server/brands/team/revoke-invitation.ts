import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { BrandAccess } from '../resolve-brand-access';
import { revokeInvitation } from './repository-invitations';

/** DELETE /v1/brands/{brandId}/invitations/{invitationId}: the link stops working at once. */
export async function revokeBrandInvitation(brand: BrandAccess, invitationId: number, now: Date = new Date()): Promise<{ revoked: true }> {
  // Another brand's invitation, an accepted or an expired one: the same 404 as a missing one.
  if (!(await revokeInvitation(getDb(), brand.brandId, invitationId, now))) {
    throw new AppError('NOT_FOUND', 'There is no pending invitation with this id: it may have been accepted, revoked or have expired.');
  }
  return { revoked: true };
}
