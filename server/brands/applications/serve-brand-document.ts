import type { NextApiResponse } from 'next';
import { getDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { BrandAccess } from '../resolve-brand-access';
import { findDocumentFile } from './repository-documents';
import { attachmentDisposition } from './safe-file-name';

/**
 * GET /v1/brands/{brandId}/documents/{documentId}/file: the stored bytes, as an attachment that
 * no cache keeps and no browser sniffs into something else. Looked up by brand AND document, so
 * another brand's document is as missing as one that never existed.
 */
export async function serveBrandDocument(brand: BrandAccess, documentId: number, res: NextApiResponse): Promise<null> {
  const file = await findDocumentFile(getDb(), brand.brandId, documentId);
  if (!file) throw new AppError('NOT_FOUND', 'We could not find this document.');
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', attachmentDisposition(file.fileName));
  res.setHeader('Content-Length', String(file.content.length));
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200).end(file.content);
  return null;
}
