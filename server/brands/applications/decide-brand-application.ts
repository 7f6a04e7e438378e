import type { BrandEventKind, BrandStatus } from '@/lib/brands/brand-rules';
import type { AdminApplication, BrandDecision } from '@/lib/contracts/brands/admin-applications-schemas';
import { getDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../http/request-context';
import { brandNotFound } from '../resolve-brand-access';
import { loadAdminApplicationView } from './load-application-view';
import { findBrand, insertEvent, moveStatus } from './repository';
import { mailApplicationDecided } from './send-application-mails';

const OUTCOME: Record<BrandDecision, { status: BrandStatus; event: BrandEventKind }> = {
  approve: { status: 'approved', event: 'approved' },
  request_changes: { status: 'changes_requested', event: 'changes_requested' },
  reject: { status: 'rejected', event: 'rejected' },
};

/**
 * POST /v1/admin/brand-applications/{brandId}/decision. Only from applied, by a conditional
 * update: of two operators deciding at once, the second finds the state moved and gets 409.
 */
export async function decideBrandApplication(caller: Caller, brandId: number, body: { decision: BrandDecision; note: string }): Promise<AdminApplication> {
  if (caller.kind !== 'user') throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  const db = getDb();
  const outcome = OUTCOME[body.decision];
  const moved = await db.transaction(async (tx) => {
    const now = new Date();
    if (!(await moveStatus(tx, brandId, ['applied'], outcome.status, { reviewedAt: now, reviewNote: body.note }))) return false;
    await insertEvent(tx, { brandId, kind: outcome.event, actorCustomerId: caller.userId, note: body.note });
    return true;
  });
  if (!moved) {
    const brand = await findBrand(db, brandId);
    if (!brand) throw brandNotFound();
    throw new AppError('CONFLICT', `This application is not waiting for a decision any more (it is ${brand.status.replace('_', ' ')}). Reload it to see what changed.`);
  }
  await mailApplicationDecided(brandId, body.decision, body.note);
  return loadAdminApplicationView(db, brandId);
}
