import type { Tx } from '@/server/db/db-or-tx';
import { newPictureSetKey } from './create-vendor-listing';
import { setPictureSetKey, setVariantsImageKey } from './repository-write';
import { uploadedImageKey } from './uploaded-image-key';

/**
 * After any change to a product's pictures: a new set key, so every picture URL changes and the
 * year-long cache of the old files never shows a stale picture.
 */
export async function changePictureSet(tx: Tx, productId: number): Promise<void> {
  const key = newPictureSetKey();
  await setPictureSetKey(tx, productId, key);
  await setVariantsImageKey(tx, productId, uploadedImageKey(key));
}
