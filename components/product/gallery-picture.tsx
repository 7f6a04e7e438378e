import { preload } from 'react-dom';
import { pictureUrl, productPictureName, type ProductPictureView } from '@/lib/images/product-image-loader';

/*
 * A gallery picture as a plain <img> (decision 0054), like the cards' (decision 0052): next/image
 * wrote all seven drawn widths and a six-property inline style on each of the four slides and
 * four thumbnails. A slide is at most 680 CSS px wide, so 1280 covers a 2x screen; a thumbnail is
 * at most 140 CSS px, or 30% of a phone, so 480 covers a 3x phone.
 */
const SLIDE_WIDTHS = [320, 480, 640, 960, 1280] as const;
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
  const widths = kind === 'slide' ? SLIDE_WIDTHS : THUMBNAIL_WIDTHS;
  const srcSet = widths.map((width) => `${pictureUrl('products', name, width)} ${width}w`).join(', ');
  const src = pictureUrl('products', name, widths[widths.length - 1] ?? 1280);
  if (priority) preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- drawn at fixed widths; next/image would list all seven
    <img
      alt={alt}
      className="gallery-img"
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      decoding="async"
      draggable={draggable}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
