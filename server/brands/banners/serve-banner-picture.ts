import type { NextApiResponse } from 'next';
import { BANNER_FORMATS, BANNER_WIDTHS, type BannerFormat } from '@/lib/brands/banner-rules';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { findBannerFile } from './repository';

const KEY_PATTERN = /^[0-9a-f]{32}$/;
const FILE_PATTERN = /^(\d{3,4})\.(avif|webp)$/;

/** GET /v1/brand-banners/{key}/{width}.{format}: public bytes, cached for a year (the key changes with the picture). */
export async function serveBannerPicture(input: { key: string; file: string; res: NextApiResponse }): Promise<null> {
  const match = FILE_PATTERN.exec(input.file);
  const width = Number(match?.[1]);
  const format = match?.[2] as BannerFormat | undefined;
  const known = KEY_PATTERN.test(input.key) && format && BANNER_FORMATS.includes(format) && (BANNER_WIDTHS as readonly number[]).includes(width);
  const content = known ? await findBannerFile(getDb(), input.key, width, format) : undefined;
  if (!content) throw new AppError('NOT_FOUND', 'There is no picture at this address.');
  input.res.setHeader('Content-Type', `image/${format}`);
  input.res.setHeader('Content-Length', String(content.byteLength));
  input.res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  input.res.setHeader('X-Content-Type-Options', 'nosniff');
  input.res.status(200).end(content);
  return null;
}
