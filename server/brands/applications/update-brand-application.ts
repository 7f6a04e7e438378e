import type { z } from 'zod';
import type { applicationDetailsSchema, BrandApplication } from '@/lib/contracts/brands/applications-schemas';
import { getDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { BrandAccess } from '../resolve-brand-access';
import { loadApplicationView } from './load-application-view';
import { updateDetailsIn } from './repository';
import { toBrandDetails } from './to-brand-details';

/** The applicant edits while the application is theirs to edit: not while an operator reads it. */
export const EDITABLE_STATUSES = ['draft', 'changes_requested'] as const;

export function notEditable(): AppError {
  return new AppError('CONFLICT', 'The application can only be changed while it is a draft or changes were asked for.');
}

/** PUT /v1/brands/{brandId}/application. */
export async function updateBrandApplication(brand: BrandAccess, body: z.output<typeof applicationDetailsSchema>): Promise<BrandApplication> {
  const db = getDb();
  if (!(await updateDetailsIn(db, brand.brandId, toBrandDetails(body), EDITABLE_STATUSES))) throw notEditable();
  return loadApplicationView(db, brand.brandId);
}
