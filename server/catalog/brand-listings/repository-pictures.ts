import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { productPictureFiles, productPictures, vendorListings, type LocalizedAlt } from '@/server/db/schema/catalog/vendor-listings';

/* Uploaded product pictures: their order, alt texts and WebP files (bytes in the database, so they
 * survive restarts and every instance serves them). */

export async function countPictures(db: DbOrTx, productId: number): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(productPictures).where(eq(productPictures.productId, productId));
  return row?.count ?? 0;
}

export async function insertPicture(db: DbOrTx, input: { productId: number; alt: LocalizedAlt; files: { width: number; content: Buffer }[] }): Promise<number> {
  const [last] = await db.select({ position: sql<number>`coalesce(max(${productPictures.position}), -1)::int` }).from(productPictures).where(eq(productPictures.productId, input.productId));
  const [row] = await db.insert(productPictures).values({ productId: input.productId, alt: input.alt, position: (last?.position ?? -1) + 1 }).returning({ id: productPictures.id });
  const pictureId = row!.id;
  await db.insert(productPictureFiles).values(input.files.map((file) => ({ pictureId, width: file.width, content: file.content })));
  return pictureId;
}

export async function deletePicture(db: DbOrTx, productId: number, pictureId: number): Promise<boolean> {
  const rows = await db.delete(productPictures).where(and(eq(productPictures.id, pictureId), eq(productPictures.productId, productId))).returning({ id: productPictures.id });
  return rows.length > 0;
}

export async function pictureIdsOf(db: DbOrTx, productId: number): Promise<number[]> {
  const rows = await db.select({ id: productPictures.id }).from(productPictures).where(eq(productPictures.productId, productId)).orderBy(asc(productPictures.position), asc(productPictures.id));
  return rows.map((row) => row.id);
}

export async function arrangePicture(db: DbOrTx, input: { productId: number; pictureId: number; position: number; alt: LocalizedAlt }): Promise<void> {
  await db.update(productPictures).set({ position: input.position, alt: input.alt }).where(and(eq(productPictures.id, input.pictureId), eq(productPictures.productId, input.productId)));
}

/** Copies every picture (and its files) of one product to another, in order. */
export async function copyPictures(db: DbOrTx, fromProductId: number, toProductId: number): Promise<void> {
  await db.execute(sql`
    with source as (
      select id, position, alt from product_pictures where product_id = ${fromProductId}
    ), copied as (
      insert into product_pictures (product_id, position, alt)
      select ${toProductId}, position, alt from source order by position, id
      returning id, position
    )
    insert into product_picture_files (picture_id, width, content)
    select copied.id, f.width, f.content
    from copied
    join source on source.position = copied.position
    join product_picture_files f on f.picture_id = source.id`);
}

/**
 * The bytes of picture number `index` (0 first) of the set, at `width`; when the set has fewer
 * pictures, the first one (the storefront gallery asks three views of every product).
 */
export async function findPictureFile(db: DbOrTx, input: { pictureSetKey: string; index: number; width: number }): Promise<Buffer | undefined> {
  const pictures = await db
    .select({ id: productPictures.id })
    .from(vendorListings)
    .innerJoin(productPictures, eq(productPictures.productId, vendorListings.productId))
    .where(eq(vendorListings.pictureSetKey, input.pictureSetKey))
    .orderBy(asc(productPictures.position), asc(productPictures.id));
  const picture = pictures[input.index] ?? pictures[0];
  if (!picture) return undefined;
  const [file] = await db.select({ content: productPictureFiles.content }).from(productPictureFiles).where(and(eq(productPictureFiles.pictureId, picture.id), eq(productPictureFiles.width, input.width)));
  return file?.content;
}
