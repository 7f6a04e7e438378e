/*
 * Blog covers are drawn at seed time like the product pictures (server/content/media), as WebP
 * files at fixed widths: /generated/covers/{key}-{width}.webp, 3:2. The image loader
 * (lib/images/product-image-loader.ts) picks a width for next/image.
 */
export { COVER_PICTURE_WIDTHS } from '@/lib/images/product-image-loader';
export const COVER_ASPECT = { width: 3, height: 2 } as const;

/** Covers uploaded in the editor (decision 0037) are served from the database by the API. */
export const UPLOADED_COVER_KEY = /^up-[0-9a-f]{32}$/;

export function coverPictureSrc(coverKey: string, width?: number): string {
  const folder = UPLOADED_COVER_KEY.test(coverKey) ? '/api/v1/content/covers' : '/generated/covers';
  return width ? `${folder}/${coverKey}-${width}.webp` : `${folder}/${coverKey}.webp`;
}
