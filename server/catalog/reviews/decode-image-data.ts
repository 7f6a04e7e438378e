import { REVIEW_IMAGE_MAX_BYTES } from '@/lib/reviews/review-limits';

const DATA_URL_PREFIX = /^data:[\w/+.-]+;base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export type DecodedImageData = { ok: true; bytes: Uint8Array } | { ok: false; problem: 'not-base64' | 'too-large' | 'empty' };

/**
 * A picture sent as base64 (optionally as a data: URL). The length is checked before decoding,
 * so an oversized picture costs no memory beyond the request itself.
 */
export function decodeImageData(data: string, maxBytes = REVIEW_IMAGE_MAX_BYTES): DecodedImageData {
  const base64 = data.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (base64.length === 0) return { ok: false, problem: 'empty' };
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return { ok: false, problem: 'not-base64' };
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if ((base64.length / 4) * 3 - padding > maxBytes) return { ok: false, problem: 'too-large' };
  return { ok: true, bytes: new Uint8Array(Buffer.from(base64, 'base64')) };
}
