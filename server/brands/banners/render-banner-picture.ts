import sharp, { type Metadata } from 'sharp';
import { BANNER_ASPECT, BANNER_FORMATS, BANNER_WIDTHS, MAX_BANNER_BYTES } from '@/lib/brands/banner-rules';
import { AppError } from '@/server/http/app-error';
import { sniffPictureFormat, type PictureFormat } from '../pictures/picture-format';
import type { BannerFile } from './repository';

/* Refuse decompression bombs before decoding: a 4 MB file may claim a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;
/* Smaller than this cannot fill even the narrow strip without looking blurred. */
const MIN_WIDTH = 800;
const MIN_HEIGHT = 200;

/**
 * Checks an uploaded banner picture by its first bytes and size, then renders the 4:1 strip in
 * every stored width as AVIF and WebP (re-encoding also drops anything hidden in the original).
 */
export async function renderBannerPicture(input: { contentType: PictureFormat; dataBase64: string }): Promise<BannerFile[]> {
  const bytes = Buffer.from(input.dataBase64, 'base64');
  if (bytes.length === 0) throw new AppError('UNPROCESSABLE', 'The picture is empty.');
  if (bytes.length > MAX_BANNER_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', `The picture can weigh at most ${MAX_BANNER_BYTES / 1024 / 1024} MB.`);
  const format = sniffPictureFormat(bytes);
  if (!format) throw new AppError('UNPROCESSABLE', 'This file is not a JPEG, PNG or WebP picture.');
  if (format !== input.contentType) throw new AppError('UNPROCESSABLE', `The file is a ${format.slice(6).toUpperCase()} picture, not ${input.contentType.slice(6).toUpperCase()}.`);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw new AppError('UNPROCESSABLE', 'We could not read this picture. Send another JPEG, PNG or WebP file.', { cause: error });
  }
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height ?? 0, meta.width ?? 0] : [meta.width ?? 0, meta.height ?? 0];
  if (width < MIN_WIDTH || height < MIN_HEIGHT) throw new AppError('UNPROCESSABLE', `The picture must be at least ${MIN_WIDTH}×${MIN_HEIGHT} pixels; this one is ${width}×${height}.`);
  try {
    const files: BannerFile[] = [];
    for (const stripWidth of BANNER_WIDTHS) {
      const strip = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize(stripWidth, stripWidth / BANNER_ASPECT, { fit: 'cover', position: 'attention' }).flatten({ background: '#ffffff' });
      for (const fileFormat of BANNER_FORMATS) {
        const encoded = fileFormat === 'avif' ? strip.clone().avif({ quality: 55, effort: 3 }) : strip.clone().webp({ quality: 80 });
        files.push({ width: stripWidth, format: fileFormat, content: await encoded.toBuffer() });
      }
    }
    return files;
  } catch (error) {
    throw new AppError('UNPROCESSABLE', 'We could not read this picture. Send another JPEG, PNG or WebP file.', { cause: error });
  }
}
