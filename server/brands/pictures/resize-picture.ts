import sharp from 'sharp';
import type { BrandPictureKind } from '@/lib/brands/brand-rules';
import { AppError } from '@/server/http/app-error';

/* A logo fits in 256×256 and keeps its transparency; a banner fills 1600×400 (a 4:1 strip). */
const LOGO_BOX = 256;
const BANNER = { width: 1600, height: 400 };
/* Refuse decompression bombs before decoding: a 4 MB file may claim a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ResizedPicture {
  content: Buffer;
  width: number;
  height: number;
}

export async function resizePicture(kind: BrandPictureKind, bytes: Buffer): Promise<ResizedPicture> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const resized =
      kind === 'logo'
        ? image.resize(LOGO_BOX, LOGO_BOX, { fit: 'inside', withoutEnlargement: true })
        : image.resize(BANNER.width, BANNER.height, { fit: 'cover', position: 'attention' });
    const { data, info } = await resized.webp({ quality: kind === 'logo' ? 90 : 80, alphaQuality: 100 }).toBuffer({ resolveWithObject: true });
    return { content: data, width: info.width, height: info.height };
  } catch (error) {
    throw new AppError('UNPROCESSABLE', 'We could not read this picture. Send another JPEG, PNG or WebP file.', { cause: error });
  }
}
