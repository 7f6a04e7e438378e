import {
  HERO_PICTURE_WIDTHS,
  HOME_HERO_NAME,
  PRODUCT_PICTURE_VIEWS,
  SQUARE_PICTURE_WIDTHS,
  productPictureName,
  type ProductPictureView,
} from '@/lib/images/product-image-loader';
import { CATEGORY_DEFINITIONS, categoryImageKey } from '@/server/db/seed/categories';
import { parseImageKey } from './image-key';
import type { PictureJob } from './picture-job';
import { categoryTileSvg } from './svg/category-tile';
import { heroSceneSvg } from './svg/hero-scene';
import { productPictureSvg } from './svg/picture-views';

/** The views (every one unless told) of every image key. */
export function productPictureJobs(imageKeys: readonly string[], views: readonly ProductPictureView[] = PRODUCT_PICTURE_VIEWS): PictureJob[] {
  return imageKeys.flatMap((key) => {
    const spec = parseImageKey(key);
    if (!spec) throw new Error(`Not a picture key: ${key}`);
    return views.map((view) => ({
      folder: 'products' as const,
      name: productPictureName(key, view),
      widths: SQUARE_PICTURE_WIDTHS,
      svgAt: (pixels: number) => productPictureSvg(spec, view, pixels),
    }));
  });
}

export function categoryTileJobs(): PictureJob[] {
  return CATEGORY_DEFINITIONS.map((category) => ({
    folder: 'categories' as const,
    name: categoryImageKey(category.slug),
    widths: SQUARE_PICTURE_WIDTHS,
    svgAt: (pixels: number) => categoryTileSvg(category.tile, pixels),
  }));
}

export function heroPictureJobs(): PictureJob[] {
  return [{ folder: 'hero', name: HOME_HERO_NAME, widths: HERO_PICTURE_WIDTHS, svgAt: heroSceneSvg }];
}
