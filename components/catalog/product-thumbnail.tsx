import clsx from 'clsx';
import { DrawnPicture } from '@/components/common/drawn-picture';
import { pictureFileUrl, productPictureName } from '@/lib/images/picture-urls';

/* At most 112 CSS px (a roomy cart line): 240 covers a 2x screen, 320 a 3x phone. */
const THUMBNAIL_WIDTHS = [160, 240, 320] as const;

interface ProductThumbnailProps {
  imageKey: string;
  /** The box's width, for the browser's pick (e.g. "64px"). */
  sizes: string;
  className?: string;
}

/** A product's front picture filling its box (which is `relative` and sized): cart lines, order summaries. */
export function ProductThumbnail({ imageKey, sizes, className }: ProductThumbnailProps) {
  const name = productPictureName(imageKey);
  return (
    <DrawnPicture
      urlOf={(width) => pictureFileUrl('products', name, width)}
      widths={THUMBNAIL_WIDTHS}
      sizes={sizes}
      alt=""
      className={clsx('absolute inset-0 size-full object-cover', className)}
    />
  );
}
