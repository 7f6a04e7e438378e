import { DrawnPicture } from '@/components/common/drawn-picture';
import { pictureUrl, productPictureName, type ProductPictureView } from '@/lib/images/picture-urls';

/*
 * A slide is at most 680 CSS px wide, so 1280 covers a 2x screen. On a phone it is the screen's
 * width, and phones have 2x or 3x screens (a 390 px one wants 780 to 1170 pixels): 320 and 480
 * served only 1x phones, and cost every product page 0.6 kB of srcset. A thumbnail is at most 140
 * CSS px, or 30% of a phone, so 480 covers a 3x phone and 160 a 1x desktop screen.
 */
const SLIDE_WIDTHS = [640, 960, 1280] as const;
const THUMBNAIL_WIDTHS = [160, 320, 480] as const;

interface GalleryPictureProps {
  imageKey: string;
  view: ProductPictureView;
  kind: 'slide' | 'thumbnail';
  alt: string;
  sizes: string;
  /** The first slide: fetched at once, and preloaded from the head. */
  priority?: boolean;
  draggable?: boolean;
}

export function GalleryPicture({ imageKey, view, kind, alt, sizes, priority = false, draggable }: GalleryPictureProps) {
  const name = productPictureName(imageKey, view);
  return (
    <DrawnPicture
      urlOf={(width) => pictureUrl('products', name, width)}
      widths={kind === 'slide' ? SLIDE_WIDTHS : THUMBNAIL_WIDTHS}
      sizes={sizes}
      alt={alt}
      className="gallery-img"
      priority={priority}
      draggable={draggable}
    />
  );
}
