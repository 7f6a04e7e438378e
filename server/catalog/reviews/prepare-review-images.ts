import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { REVIEW_IMAGE_MAX_MEGABYTES } from '@/lib/reviews/review-limits';
import { AppError } from '@/server/http/app-error';
import { decodeImageData } from './decode-image-data';
import { imageTypeOf } from './image-signature';

/** Largest side of the stored picture and of its thumbnail, in pixels. */
export const REVIEW_IMAGE_MAX_SIDE = 1600;
export const REVIEW_THUMB_MAX_SIDE = 320;
/* A decompression bomb (a tiny file that decodes to gigapixels) is refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP = { quality: 80, effort: 4 } as const;

export interface PreparedReviewImage {
  key: string;
  thumbKey: string;
  full: Uint8Array;
  thumb: Uint8Array;
  width: number;
  height: number;
}

export function reviewImageKeys(productId: number, id: string = randomUUID()): { key: string; thumbKey: string } {
  const key = `reviews/${productId}/${id}.webp`;
  return { key, thumbKey: thumbKeyOf(key) };
}

/** The thumbnail is stored beside the picture, so one key in the database names both. */
export function thumbKeyOf(key: string): string {
  return key.replace(/\.webp$/, '-thumb.webp');
}

function refuse(code: 'VALIDATION_FAILED' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE', index: number, message: string): never {
  throw new AppError(code, message, { issues: [{ path: `body.images.${index}`, message }] });
}

/**
 * Checks every picture (size, real type by its first bytes, readable) and re-encodes it to WebP
 * within REVIEW_IMAGE_MAX_SIDE, dropping metadata such as GPS position. Nothing is written: the
 * caller stores the result only once the whole review is valid.
 */
export async function prepareReviewImages(productId: number, images: readonly { data: string }[]): Promise<PreparedReviewImage[]> {
  const decoded = images.map((image, index) => {
    const number = index + 1;
    const result = decodeImageData(image.data);
    if (!result.ok) {
      if (result.problem === 'too-large') refuse('PAYLOAD_TOO_LARGE', index, `Picture ${number} is larger than ${REVIEW_IMAGE_MAX_MEGABYTES} MB.`);
      refuse('VALIDATION_FAILED', index, `Picture ${number} is not valid base64 data.`);
    }
    if (!imageTypeOf(result.bytes)) refuse('UNSUPPORTED_MEDIA_TYPE', index, `Picture ${number} is not a JPEG, PNG or WebP image.`);
    return result.bytes;
  });
  const prepared: PreparedReviewImage[] = [];
  for (const [index, bytes] of decoded.entries()) {
    try {
      const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
      const full = await source
        .clone()
        .resize({ width: REVIEW_IMAGE_MAX_SIDE, height: REVIEW_IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp(WEBP)
        .toBuffer({ resolveWithObject: true });
      const thumb = await source
        .clone()
        .resize({ width: REVIEW_THUMB_MAX_SIDE, height: REVIEW_THUMB_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp(WEBP)
        .toBuffer();
      prepared.push({ ...reviewImageKeys(productId), full: full.data, thumb, width: full.info.width, height: full.info.height });
    } catch {
      refuse('VALIDATION_FAILED', index, `Picture ${index + 1} could not be read as an image.`);
    }
  }
  return prepared;
}
