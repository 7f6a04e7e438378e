import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { contentPictures } from '@/server/db/schema/content/editor';

/* Covers uploaded in the editor: one row per width, in the database so they survive restarts and deploys. */

export async function insertCoverPictures(db: DbOrTx, key: string, sizes: readonly { width: number; content: Buffer }[]): Promise<void> {
  await db.insert(contentPictures).values(sizes.map((size) => ({ key, width: size.width, content: size.content })));
}

export async function findCoverPicture(db: DbOrTx, key: string, width: number): Promise<Buffer | undefined> {
  const [row] = await db.select({ content: contentPictures.content }).from(contentPictures).where(and(eq(contentPictures.key, key), eq(contentPictures.width, width)));
  return row?.content;
}
