import type { NextApiResponse } from 'next';

/** Answers a picture whose address changes with its bytes: WebP, cached everywhere for a year. */
export function sendImmutablePicture(res: NextApiResponse, bytes: Uint8Array): null {
  res.setHeader('Content-Type', 'image/webp');
  res.setHeader('Content-Length', String(bytes.byteLength));
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200).end(bytes);
  return null;
}
