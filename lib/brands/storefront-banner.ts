import type { BannerPlacement } from './banner-rules';

/**
 * A banner as a cached page carries it: the window travels with it, and the browser shows it
 * only inside the window (decision 0035). `src*` are the 800 and 1600 px pictures.
 */
export interface StorefrontBanner {
  id: number;
  placement: BannerPlacement;
  link: string;
  alt: string;
  startsAt: string;
  endsAt: string;
  avifSrcSet: string;
  webpSrcSet: string;
  src: string;
  width: number;
  height: number;
}

/** What a page gets: the banners of its slot, and the render time the first paint is decided at. */
export interface BannerSlotData {
  banners: StorefrontBanner[];
  renderedAt: string;
}
