/*
 * Blog covers are drawn at seed time like the product pictures (server/content/media), as WebP
 * files at fixed widths: /generated/covers/{key}-{width}.webp, 3:2. The image loader
 * (lib/images/product-image-loader.ts) picks a width for next/image.
 */
export { COVER_PICTURE_WIDTHS } from '@/lib/images/product-image-loader';
export const COVER_ASPECT = { width: 3, height: 2 } as const;

export function coverPictureSrc(coverKey: string, width?: number): string {
  return width ? `/generated/covers/${coverKey}-${width}.webp` : `/generated/covers/${coverKey}.webp`;
}
