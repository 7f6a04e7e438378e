import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { COVER_ASPECT, COVER_PICTURE_WIDTHS } from '@/lib/content/cover-picture';
import { COVER_UPLOAD_MAX_BYTES } from '@/lib/contracts/content/editor-schemas';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { insertCoverPictures } from './repository-pictures';

type PictureFormat = 'image/jpeg' | 'image/png' | 'image/webp';
/* Refuse decompression bombs before decoding: a 6 MB file may claim a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;
const MIN_SOURCE_WIDTH = 960;

/* What a picture is, read from its first bytes: the declared type is the sender's word only. */
function sniffFormat(bytes: Buffer): PictureFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * POST /v1/admin/content/covers: a cover for a post, checked by its bytes, cropped to 3:2 and
 * re-encoded as WebP at the widths of the drawn covers (which also drops anything hidden in the
 * file), under a new key "up-{hex}". Served at /generated/covers/{key}-{width}.webp like them.
 */
export async function uploadContentCover(input: { contentType: PictureFormat; dataBase64: string }): Promise<{ coverKey: string; width: number; height: number }> {
  const bytes = Buffer.from(input.dataBase64, 'base64');
  if (bytes.length === 0) throw new AppError('UNPROCESSABLE', 'The picture is empty.');
  if (bytes.length > COVER_UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'The picture can weigh at most 6 MB.');
  const format = sniffFormat(bytes);
  if (!format) throw new AppError('UNPROCESSABLE', 'This file is not a JPEG, PNG or WebP picture.');
  if (format !== input.contentType) throw new AppError('UNPROCESSABLE', `The file is a ${format.slice(6).toUpperCase()} picture, not ${input.contentType.slice(6).toUpperCase()}.`);
  let sizes: { width: number; content: Buffer }[];
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const meta = await source.metadata();
    if ((meta.width ?? 0) < MIN_SOURCE_WIDTH) throw new AppError('UNPROCESSABLE', `A cover must be at least ${MIN_SOURCE_WIDTH} pixels wide (this one is ${meta.width ?? 0}).`);
    sizes = await Promise.all(
      COVER_PICTURE_WIDTHS.map(async (width) => {
        const height = Math.round((width * COVER_ASPECT.height) / COVER_ASPECT.width);
        const content = await source.clone().resize(width, height, { fit: 'cover', position: 'attention' }).webp({ quality: 78 }).toBuffer();
        return { width, content };
      }),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UNPROCESSABLE', 'We could not read this picture. Send another JPEG, PNG or WebP file.', { cause: error });
  }
  const coverKey = `up-${randomBytes(16).toString('hex')}`;
  await insertCoverPictures(getDb(), coverKey, sizes);
  const largest = Math.max(...COVER_PICTURE_WIDTHS);
  return { coverKey, width: largest, height: Math.round((largest * COVER_ASPECT.height) / COVER_ASPECT.width) };
}
