import type { ReviewImageType } from '@/lib/reviews/review-limits';

/**
 * The picture type from its first bytes, whatever name or type the client claims: JPEG starts
 * FF D8 FF, PNG with its 8-byte signature, WebP with "RIFF" <size> "WEBP". Anything else is null.
 */
export function imageTypeOf(bytes: Uint8Array): ReviewImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}
