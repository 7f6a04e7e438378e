import { AppError } from '@/server/http/app-error';
import type { Db } from '@/server/db/client';
import { findPublishedProduct, type ReviewProductRow } from './repository';

export async function findReviewProduct(db: Db, code: string): Promise<ReviewProductRow> {
  const product = await findPublishedProduct(db, code);
  if (!product) throw productNotFound(code);
  return product;
}

export function productNotFound(code: string): AppError {
  return new AppError('NOT_FOUND', `No product has the code ${code}.`);
}
