import crypto from 'node:crypto';
import type { z } from 'zod';
import { acceptedDocumentKinds, MAX_DOCUMENTS_PER_BRAND, type BrandStatus } from '@/lib/brands/brand-rules';
import type { BrandDocument, uploadDocumentSchema } from '@/lib/contracts/brands/applications-schemas';
import { getDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { BrandAccess } from '../resolve-brand-access';
import { decodeDocument } from './decode-document';
import { toDocumentView } from './load-application-view';
import { findBrand } from './repository';
import { countDocuments, insertDocument } from './repository-documents';
import { safeFileName } from './safe-file-name';

/** An approved brand may still send a renewed certificate; a rejected or suspended one may not. */
const UPLOAD_STATUSES: ReadonlySet<BrandStatus> = new Set(['draft', 'changes_requested', 'approved']);

/** POST /v1/brands/{brandId}/documents. */
export async function uploadBrandDocument(brand: BrandAccess, body: z.output<typeof uploadDocumentSchema>): Promise<BrandDocument> {
  const db = getDb();
  const row = await findBrand(db, brand.brandId);
  if (!row) throw new AppError('NOT_FOUND', 'We could not find this brand.');
  if (!UPLOAD_STATUSES.has(row.status)) {
    throw new AppError('CONFLICT', row.status === 'applied' ? 'The application is being reviewed: documents can be sent again if the reviewer asks for changes.' : 'This brand cannot send documents in its current state.');
  }
  if (!acceptedDocumentKinds(row.country).includes(body.kind)) {
    throw new AppError('UNPROCESSABLE', `A brand registered in ${row.country} does not send this kind of document.`, { issues: [{ path: 'body.kind', message: `Accepted: ${acceptedDocumentKinds(row.country).join(', ')}.` }] });
  }
  const { type, bytes } = decodeDocument({ contentType: body.content_type, dataBase64: body.data_base64 });
  if ((await countDocuments(db, brand.brandId)) >= MAX_DOCUMENTS_PER_BRAND) {
    throw new AppError('UNPROCESSABLE', `A brand keeps at most ${MAX_DOCUMENTS_PER_BRAND} documents. Remove an old one first.`);
  }
  const document = await insertDocument(
    db,
    {
      brandId: brand.brandId,
      kind: body.kind,
      fileName: safeFileName(body.file_name),
      contentType: type,
      byteSize: bytes.length,
      sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
      uploadedByCustomerId: brand.customerId,
    },
    bytes,
  );
  return toDocumentView(document);
}
