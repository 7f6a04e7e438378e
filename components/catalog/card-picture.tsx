import { preload } from 'react-dom';
import { pictureFileUrl, productPictureName, type PictureFolder } from '@/lib/images/product-image-loader';

/*
 * A card is at most 320 CSS px wide (a quarter of the page from 1280 px, half a phone screen), so
 * 640 covers a 2x screen and 480 a 3x phone. next/image listed all seven drawn widths, twice over
 * with its preload, on each of a listing's 30 cards (issue 22).
 */
const CARD_WIDTHS = [160, 320, 480, 640] as const;

interface CardPictureProps {
  imageKey: string;
  /** Product pictures by default; the home page's category tiles are cards too. */
  folder?: Extract<PictureFolder, 'products' | 'categories'>;
  className?: string;
  sizes: string;
  /** The first cards of the first screen: fetched at once, and preloaded from the head. */
  priority: boolean;
}

export function CardPicture({ imageKey, folder = 'products', className = 'pcard-img', sizes, priority }: CardPictureProps) {
  const name = folder === 'products' ? productPictureName(imageKey) : imageKey;
  const srcSet = CARD_WIDTHS.map((width) => `${pictureFileUrl(folder, name, width)} ${width}w`).join(', ');
  const src = pictureFileUrl(folder, name, 640);
  // React writes one <link rel="preload"> per distinct set, so two cards of one picture share it.
  if (priority) preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- drawn at fixed widths; next/image would list all seven
    <img
      alt=""
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
