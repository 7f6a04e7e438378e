import type { BrandApplication } from '@/lib/contracts/brands/applications-schemas';
import { getDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { BrandAccess } from '../resolve-brand-access';
import { loadApplicationView, missingKinds } from './load-application-view';
import { findBrand, insertEvent, moveStatus } from './repository';
import { listDocuments } from './repository-documents';
import { mailApplicationSubmitted } from './send-application-mails';
import { EDITABLE_STATUSES, notEditable } from './update-brand-application';

/** POST /v1/brands/{brandId}/application/submit: the owner hands the application to the operators. */
export async function submitBrandApplication(brand: BrandAccess): Promise<BrandApplication> {
  const db = getDb();
  const row = await findBrand(db, brand.brandId);
  if (!row || !(EDITABLE_STATUSES as readonly string[]).includes(row.status)) throw notEditable();
  const missing = missingKinds(row.country, await listDocuments(db, brand.brandId));
  if (missing.length > 0) {
    throw new AppError('UNPROCESSABLE', 'Some required documents are missing. Upload them, then submit again.', {
      issues: missing.map((kind) => ({ path: `documents.${kind}`, message: `Missing: ${kind}.` })),
    });
  }
  const moved = await db.transaction(async (tx) => {
    if (!(await moveStatus(tx, brand.brandId, EDITABLE_STATUSES, 'applied', { submittedAt: new Date() }))) return false;
    await insertEvent(tx, { brandId: brand.brandId, kind: 'submitted', actorCustomerId: brand.customerId });
    return true;
  });
  if (!moved) throw notEditable();
  await mailApplicationSubmitted(brand.brandId);
  return loadApplicationView(db, brand.brandId);
}
