/*
 * The files of the pictures drawn at seed time (server/catalog/media) and on request (decision
 * 0053): `/generated/{folder}/{name}-{width}.webp`, or the database's route for pictures brands
 * upload. Pure, and small, because every page with a picture imports it; the next/image loader
 * built on it is lib/images/product-image-loader.ts.
 */
import { isUploadedPictureKey, UPLOADED_PICTURE_BASE } from '@/lib/catalog/listing-rules';

export type PictureFolder = 'products' | 'categories' | 'hero' | 'covers';

/** Each generated product picture set has these views; the gallery shows them in this order. */
export const PRODUCT_PICTURE_VIEWS = ['front', 'angle', 'detail', 'scene'] as const;
export type ProductPictureView = (typeof PRODUCT_PICTURE_VIEWS)[number];

/* Pictures brands upload (decision 0032) come as the first three views only. */
const UPLOADED_PICTURE_VIEWS: readonly ProductPictureView[] = ['front', 'angle', 'detail'];

/** The views a variant's picture set has, in gallery order. */
export function productPictureViews(imageKey: string): readonly ProductPictureView[] {
  return isUploadedPictureKey(imageKey) ? UPLOADED_PICTURE_VIEWS : PRODUCT_PICTURE_VIEWS;
}

export const HOME_HERO_NAME = 'home-hero';

export function productPictureName(imageKey: string, view: ProductPictureView = 'front'): string {
  return view === 'front' ? imageKey : `${imageKey}-${view}`;
}

export function pictureFileUrl(folder: PictureFolder, name: string, width: number): string {
  // Pictures brands upload (decision 0032) are served from the database at the same widths.
  if (folder === 'products' && isUploadedPictureKey(name)) return `${UPLOADED_PICTURE_BASE}/${name}-${width}.webp`;
  return `/generated/${folder}/${name}-${width}.webp`;
}

/* The build draws a variant's first view; its other views are drawn on their first request by
 * the catalog's route (decision 0053), so the browser asks that route for them. */
const DRAWN_ON_REQUEST = /-(angle|detail|scene)$/;

/** The address the browser asks for: the build's file, or the route that draws the other views. */
export function pictureUrl(folder: PictureFolder, name: string, width: number): string {
  if (folder === 'products' && !isUploadedPictureKey(name) && DRAWN_ON_REQUEST.test(name)) return `/api/v1/generated-pictures/${name}-${width}.webp`;
  return pictureFileUrl(folder, name, width);
}
