import type { NextApiResponse } from 'next';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { thumbKeyOf } from './prepare-review-images';
import { findImageOfApprovedReview } from './repository';
import { drawSeedReviewImage, isSeedImageKey } from './seed-review-image';
import { getFileStorage } from './storage/get-file-storage';

/* A stored picture never changes (a new upload gets a new id), so caches may keep it long. */
const IMAGE_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

/** Writes the WebP bytes of a picture of an approved review; pending or rejected ones stay private. */
export async function serveReviewImage(input: { imageId: number; size: 'full' | 'thumb'; res: NextApiResponse }): Promise<null> {
  const image = await findImageOfApprovedReview(getDb(), input.imageId);
  if (!image) throw new AppError('NOT_FOUND', `There is no picture ${input.imageId}.`);
  const key = input.size === 'thumb' ? thumbKeyOf(image.storageKey) : image.storageKey;
  const storage = getFileStorage();
  let bytes = await storage.get(key);
  if (!bytes && isSeedImageKey(image.storageKey)) {
    bytes = await drawSeedReviewImage(image.storageKey, input.size);
    await storage.put(key, bytes, 'image/webp');
  }
  if (!bytes) throw new AppError('NOT_FOUND', `The picture ${input.imageId} is missing from storage.`);
  input.res.setHeader('Content-Type', 'image/webp');
  input.res.setHeader('Content-Length', String(bytes.byteLength));
  input.res.setHeader('Cache-Control', IMAGE_CACHE_CONTROL);
  input.res.setHeader('X-Content-Type-Options', 'nosniff');
  input.res.status(200).end(Buffer.from(bytes));
  return null;
}
