import { and, asc, count, eq } from 'drizzle-orm';
import type { BrandDocumentKind } from '@/lib/brands/brand-rules';
import type { DbOrTx } from '../../db/db-or-tx';
import { brandDocumentFiles, brandDocuments } from '../../db/schema';

/* Application documents: metadata in brand_documents, bytes in brand_document_files, read only
 * to serve one file. Every query names the brand AND the document, so another brand's id finds
 * nothing. */

export type BrandDocumentRow = typeof brandDocuments.$inferSelect;

export async function listDocuments(db: DbOrTx, brandId: number): Promise<BrandDocumentRow[]> {
  return db.select().from(brandDocuments).where(eq(brandDocuments.brandId, brandId)).orderBy(asc(brandDocuments.uploadedAt), asc(brandDocuments.id));
}

export async function countDocuments(db: DbOrTx, brandId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(brandDocuments).where(eq(brandDocuments.brandId, brandId));
  return row?.n ?? 0;
}

export interface NewDocument {
  brandId: number;
  kind: BrandDocumentKind;
  fileName: string;
  contentType: string;
  byteSize: number;
  sha256: string;
  uploadedByCustomerId: number;
}

export async function insertDocument(db: DbOrTx, document: NewDocument, content: Buffer): Promise<BrandDocumentRow> {
  const [row] = await db.insert(brandDocuments).values(document).returning();
  await db.insert(brandDocumentFiles).values({ documentId: row!.id, content });
  return row!;
}

export async function deleteDocument(db: DbOrTx, brandId: number, documentId: number): Promise<boolean> {
  const rows = await db
    .delete(brandDocuments)
    .where(and(eq(brandDocuments.brandId, brandId), eq(brandDocuments.id, documentId)))
    .returning({ id: brandDocuments.id });
  return rows.length > 0;
}

export async function findDocumentFile(db: DbOrTx, brandId: number, documentId: number): Promise<{ fileName: string; contentType: string; content: Buffer } | undefined> {
  const [row] = await db
    .select({ fileName: brandDocuments.fileName, contentType: brandDocuments.contentType, content: brandDocumentFiles.content })
    .from(brandDocuments)
    .innerJoin(brandDocumentFiles, eq(brandDocumentFiles.documentId, brandDocuments.id))
    .where(and(eq(brandDocuments.brandId, brandId), eq(brandDocuments.id, documentId)))
    .limit(1);
  return row;
}
