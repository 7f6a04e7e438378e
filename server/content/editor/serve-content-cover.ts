import type { NextApiResponse } from 'next';
import { getDb } from '@/server/db/client';
import { sendImmutablePicture } from '@/server/http/send-immutable-picture';
import { AppError } from '@/server/http/app-error';
import { findCoverPicture } from './repository-pictures';

const NAME = /^(up-[0-9a-f]{32})-(\d{3,4})\.webp$/;

/**
 * GET /v1/content/covers/{name}: an uploaded cover's bytes at one width (coverPictureSrc and
 * the image loader name them). A new upload gets a new key, so caches keep them for a year.
 */
export async function serveContentCover(input: { name: string; res: NextApiResponse }): Promise<null> {
  const match = NAME.exec(input.name);
  const content = match ? await findCoverPicture(getDb(), match[1]!, Number(match[2])) : undefined;
  if (!content) throw new AppError('NOT_FOUND', 'There is no picture at this address.');
  return sendImmutablePicture(input.res, content);
}
