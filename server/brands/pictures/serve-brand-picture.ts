import type { NextApiResponse } from 'next';
import { getDb } from '@/server/db/client';
import { sendImmutablePicture } from '@/server/http/send-immutable-picture';
import { AppError } from '@/server/http/app-error';
import { findBrandPictureContent } from './repository';

const KEY_PATTERN = /^[0-9a-f]{32}$/;

/** GET /v1/brand-pictures/{key}: public bytes; a new upload gets a new key, so caches keep them for a year. */
export async function serveBrandPicture(input: { key: string; res: NextApiResponse }): Promise<null> {
  const content = KEY_PATTERN.test(input.key) ? await findBrandPictureContent(getDb(), input.key) : undefined;
  if (!content) throw new AppError('NOT_FOUND', 'There is no picture at this address.');
  return sendImmutablePicture(input.res, content);
}
