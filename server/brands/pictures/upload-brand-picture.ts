import { randomBytes } from 'node:crypto';
import { MAX_PICTURE_BYTES, type BrandPictureKind } from '@/lib/brands/brand-rules';
import { brandPictureUrl } from '@/lib/brands/brand-picture-url';
import type { PathRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { refreshStorefront } from '../profile/refresh-storefront';
import type { BrandAccess } from '../resolve-brand-access';
import { sniffPictureFormat, type PictureFormat } from './picture-format';
import { putBrandPicture } from './repository';
import { resizePicture } from './resize-picture';

export interface UploadPictureInput {
  brand: BrandAccess;
  kind: BrandPictureKind;
  contentType: PictureFormat;
  dataBase64: string;
  revalidate?: PathRevalidator;
}

/**
 * POST /v1/brands/{brandId}/pictures: the logo or the banner, checked by its first bytes and
 * re-encoded as WebP (which also drops anything hidden in the original file), under a new key.
 */
export async function uploadBrandPicture(input: UploadPictureInput) {
  const bytes = Buffer.from(input.dataBase64, 'base64');
  if (bytes.length === 0) throw new AppError('UNPROCESSABLE', 'The picture is empty.');
  if (bytes.length > MAX_PICTURE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', `The picture can weigh at most ${MAX_PICTURE_BYTES / 1024 / 1024} MB.`);
  const format = sniffPictureFormat(bytes);
  if (!format) throw new AppError('UNPROCESSABLE', 'This file is not a JPEG, PNG or WebP picture.');
  if (format !== input.contentType) throw new AppError('UNPROCESSABLE', `The file is a ${format.slice(6).toUpperCase()} picture, not ${input.contentType.slice(6).toUpperCase()}.`);
  const picture = await resizePicture(input.kind, bytes);
  const key = randomBytes(16).toString('hex');
  await putBrandPicture(getDb(), { brandId: input.brand.brandId, kind: input.kind, key, width: picture.width, height: picture.height, content: picture.content });
  await refreshStorefront({ vendorId: input.brand.vendorId, revalidate: input.revalidate });
  return { kind: input.kind, url: brandPictureUrl(key), width: picture.width, height: picture.height };
}
