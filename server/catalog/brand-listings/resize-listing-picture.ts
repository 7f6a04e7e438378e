import sharp from 'sharp';
import { SQUARE_PICTURE_WIDTHS } from '@/lib/images/product-image-loader';
import { AppError } from '@/server/http/app-error';
import { WEBP_OPTIONS } from '../media/render-picture';

/* Refuse decompression bombs before decoding: a 4 MB file may claim a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;
const MIN_SIDE = 160;

/**
 * Square WebP files at every width of the seeded product pictures (the same loader serves both),
 * cropped around what draws the eye. Re-encoding also drops anything hidden in the original.
 */
export async function resizeListingPicture(bytes: Buffer): Promise<{ width: number; content: Buffer }[]> {
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const meta = await source.metadata();
    if ((meta.width ?? 0) < MIN_SIDE || (meta.height ?? 0) < MIN_SIDE) {
      throw new AppError('UNPROCESSABLE', `The picture must be at least ${MIN_SIDE}×${MIN_SIDE} pixels.`);
    }
    const largest = Math.max(...SQUARE_PICTURE_WIDTHS);
    const { data, info } = await source.resize(largest, largest, { fit: 'cover', position: 'attention' }).flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
    const files: { width: number; content: Buffer }[] = [];
    for (const width of SQUARE_PICTURE_WIDTHS) {
      const image = sharp(data, { raw: info });
      const sized = width === info.width ? image : image.resize(width, width);
      files.push({ width, content: await sized.webp(WEBP_OPTIONS).toBuffer() });
    }
    return files;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UNPROCESSABLE', 'We could not read this picture. Send another JPEG, PNG or WebP file.', { cause: error });
  }
}
