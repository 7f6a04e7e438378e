import { and, eq } from 'drizzle-orm';
import type { BrandPictureKind } from '@/lib/brands/brand-rules';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { brandPictures } from '@/server/db/schema/brands/brands';

/* Logo and banner of a brand's store: public bytes under a random key. */

export interface PictureRef {
  kind: BrandPictureKind;
  key: string;
  width: number;
  height: number;
}

export async function listBrandPictureRefs(db: DbOrTx, brandId: number): Promise<PictureRef[]> {
  return db.select({ kind: brandPictures.kind, key: brandPictures.key, width: brandPictures.width, height: brandPictures.height }).from(brandPictures).where(eq(brandPictures.brandId, brandId));
}

/** One picture of each kind: a new upload replaces the row, and with it the key. */
export async function putBrandPicture(db: DbOrTx, input: PictureRef & { brandId: number; content: Buffer }): Promise<void> {
  const values = { brandId: input.brandId, kind: input.kind, key: input.key, width: input.width, height: input.height, content: input.content, uploadedAt: new Date() };
  await db
    .insert(brandPictures)
    .values(values)
    .onConflictDoUpdate({ target: [brandPictures.brandId, brandPictures.kind], set: { key: values.key, width: values.width, height: values.height, content: values.content, uploadedAt: values.uploadedAt } });
}

export async function deleteBrandPicture(db: DbOrTx, brandId: number, kind: BrandPictureKind): Promise<boolean> {
  const rows = await db.delete(brandPictures).where(and(eq(brandPictures.brandId, brandId), eq(brandPictures.kind, kind))).returning({ key: brandPictures.key });
  return rows.length > 0;
}

export async function findBrandPictureContent(db: DbOrTx, key: string): Promise<Buffer | undefined> {
  const [row] = await db.select({ content: brandPictures.content }).from(brandPictures).where(eq(brandPictures.key, key)).limit(1);
  return row?.content;
}
