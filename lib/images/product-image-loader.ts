/*
 * The next/image loader for pictures drawn at seed time (server/catalog/media). Every picture exists as
 * WebP files at fixed widths, `/generated/{folder}/{name}-{width}.webp`; the loader picks a file
 * instead of asking an optimizer, so it must stay pure (it runs in the browser too).
 */

import { isUploadedPictureKey, UPLOADED_PICTURE_BASE } from '@/lib/catalog/listing-rules';
import { HOME_HERO_NAME, pictureUrl, productPictureName, productPictureViews, type PictureFolder, type ProductPictureView } from './picture-urls';

/* The file names live in picture-urls.ts, which pages import without this loader (issue 22). */
export { HOME_HERO_NAME, PRODUCT_PICTURE_VIEWS, pictureFileUrl, pictureUrl, productPictureName, productPictureViews, type PictureFolder, type ProductPictureView } from './picture-urls';

export interface ImageLoaderInput {
  src: string;
  width: number;
  quality?: number;
}

/** Square product pictures and category tiles (matches next.config.js deviceSizes + imageSizes). */
export const SQUARE_PICTURE_WIDTHS = [160, 240, 320, 480, 640, 960, 1280] as const;
/** The 16:9 home hero is shown full-bleed, so it also comes wider than any device size. */
export const HERO_PICTURE_WIDTHS = [480, 640, 960, 1280, 1920] as const;

/** Blog covers (3:2), drawn by server/content/media; lib/content/cover-picture.ts says the same. */
export const COVER_PICTURE_WIDTHS = [480, 640, 960, 1280] as const;

export const PICTURE_WIDTHS = {
  products: SQUARE_PICTURE_WIDTHS,
  categories: SQUARE_PICTURE_WIDTHS,
  hero: HERO_PICTURE_WIDTHS,
  covers: COVER_PICTURE_WIDTHS,
} as const satisfies Record<PictureFolder, readonly number[]>;



export const HOME_HERO_SRC = `/generated/hero/${HOME_HERO_NAME}.webp`;


/** The `src` to give next/image for one view of a variant's picture set. */
export function productPictureSrc(imageKey: string, view: ProductPictureView = 'front'): string {
  if (isUploadedPictureKey(imageKey)) return `${UPLOADED_PICTURE_BASE}/${productPictureName(imageKey, view)}.webp`;
  return `/generated/products/${productPictureName(imageKey, view)}.webp`;
}

export function productGallerySrcs(imageKey: string): string[] {
  return productPictureViews(imageKey).map((view) => productPictureSrc(imageKey, view));
}

export function categoryTileSrc(imageKey: string): string {
  return `/generated/categories/${imageKey}.webp`;
}



/** The smallest available width that covers the request, or the largest one there is. */
export function pickPictureWidth(available: readonly number[], requested: number): number {
  let best: number | undefined;
  for (const width of available) {
    if (width >= requested && (best === undefined || width < best)) best = width;
  }
  return best ?? Math.max(...available);
}

const GENERATED_SRC = /^\/generated\/(products|categories|hero|covers)\/([A-Za-z0-9_-]+)\.webp$/;
const UPLOADED_SRC = /^\/api\/v1\/product-pictures\/(upl-[0-9a-f]{32}(?:-angle|-detail|-p\d)?)\.webp$/;
/* A bare image key such as "office-chair_black_mesh": no slash, no dot. */
const BARE_KEY = /^[A-Za-z0-9_-]+$/;

function isPictureFolder(value: string): value is PictureFolder {
  return Object.hasOwn(PICTURE_WIDTHS, value);
}

/* A src that already names one size ("x-640.webp") is re-sized rather than suffixed twice. */
function withoutWidthSuffix(name: string, widths: readonly number[]): string {
  const match = /^(.*)-(\d+)$/.exec(name);
  if (match?.[1] && widths.includes(Number(match[2]))) return match[1];
  return name;
}

/* Covers uploaded in the content editor, kept in the database at the cover widths (decision 0037). */
const UPLOADED_COVER_SRC = /^\/api\/v1\/content\/covers\/(up-[0-9a-f]{32})\.webp$/;

export default function productImageLoader({ src, width }: ImageLoaderInput): string {
  const uploadedCover = UPLOADED_COVER_SRC.exec(src);
  if (uploadedCover) return `/api/v1/content/covers/${uploadedCover[1]}-${pickPictureWidth(COVER_PICTURE_WIDTHS, width)}.webp`;
  let folder: PictureFolder;
  let name: string;
  const generated = GENERATED_SRC.exec(src);
  const uploaded = UPLOADED_SRC.exec(src);
  if (uploaded?.[1]) {
    folder = 'products';
    name = uploaded[1];
  } else if (generated?.[1] && generated[2] && isPictureFolder(generated[1])) {
    folder = generated[1];
    name = generated[2];
  } else if (BARE_KEY.test(src)) {
    folder = 'products';
    name = src;
  } else {
    return src;
  }
  const widths = PICTURE_WIDTHS[folder];
  return pictureUrl(folder, withoutWidthSuffix(name, widths), pickPictureWidth(widths, width));
}
