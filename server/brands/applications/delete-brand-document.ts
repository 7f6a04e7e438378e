import { getDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { BrandAccess } from '../resolve-brand-access';
import { EDITABLE_STATUSES, notEditable } from './update-brand-application';
import { deleteDocument } from './repository-documents';

/** DELETE /v1/brands/{brandId}/documents/{documentId}: only while the application is editable. */
export async function deleteBrandDocument(brand: BrandAccess, documentId: number): Promise<{ id: number }> {
  if (!(EDITABLE_STATUSES as readonly string[]).includes(brand.status)) throw notEditable();
  if (!(await deleteDocument(getDb(), brand.brandId, documentId))) throw new AppError('NOT_FOUND', 'We could not find this document.');
  return { id: documentId };
}
