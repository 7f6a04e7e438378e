import type { NextApiResponse } from 'next';
import { SQUARE_PICTURE_WIDTHS } from '@/lib/images/product-image-loader';
import { getDb } from '@/server/db/client';
import { sendImmutablePicture } from '@/server/http/send-immutable-picture';
import { AppError } from '@/server/http/app-error';
import { findPictureFile } from './repository-pictures';

const FILE = /^upl-([0-9a-f]{32})(?:-(angle|detail|p\d))?-(\d{2,4})\.webp$/;
const VIEW_INDEX: Record<string, number> = { angle: 1, detail: 2 };

/**
 * GET /v1/product-pictures/{file}: the WebP bytes of an uploaded product picture. The set key
 * changes with every picture change, so an answer never changes and caches keep it for a year.
 */
export async function serveListingPicture(input: { file: string; res: NextApiResponse }): Promise<null> {
  const match = FILE.exec(input.file);
  const width = Number(match?.[3]);
  const view = match?.[2];
  const index = !view ? 0 : (VIEW_INDEX[view] ?? Number(view.slice(1)));
  const content =
    match?.[1] && (SQUARE_PICTURE_WIDTHS as readonly number[]).includes(width) ? await findPictureFile(getDb(), { pictureSetKey: match[1], index, width }) : undefined;
  if (!content) throw new AppError('NOT_FOUND', 'There is no picture at this address.');
  return sendImmutablePicture(input.res, content);
}
