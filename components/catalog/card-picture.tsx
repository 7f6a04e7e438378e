import { DrawnPicture } from '@/components/common/drawn-picture';
import { pictureFileUrl, productPictureName, type PictureFolder } from '@/lib/images/picture-urls';

/*
 * A card is at most 320 CSS px wide (a quarter of the page from 1280 px, half a phone screen), so
 * 640 covers a 2x screen and 480 a 3x phone. No 160: only a 1x screen showing a card narrower
 * than 160 px would take it, and listing it cost 55 bytes per card in every listing's HTML
 * (issue 22's HTML budget); such a screen loads the 320 file instead.
 */
const CARD_WIDTHS = [320, 480, 640] as const;

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
  return <DrawnPicture urlOf={(width) => pictureFileUrl(folder, name, width)} widths={CARD_WIDTHS} sizes={sizes} alt="" className={className} priority={priority} />;
}
