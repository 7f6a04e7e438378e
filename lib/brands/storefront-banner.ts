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

/** The banner a slot shows at `now`: among those inside their window, the one that started last. */
export function pickLiveBanner(banners: readonly StorefrontBanner[], now: number): StorefrontBanner | null {
  let picked: StorefrontBanner | null = null;
  for (const banner of banners) {
    const start = Date.parse(banner.startsAt);
    if (start <= now && now < Date.parse(banner.endsAt) && (!picked || start > Date.parse(picked.startsAt))) picked = banner;
  }
  return picked;
}

/** The next start or end after `now`, in ms from `now`; null when nothing changes any more. */
export function msToNextBannerEdge(banners: readonly StorefrontBanner[], now: number): number | null {
  const edges = banners.flatMap((banner) => [Date.parse(banner.startsAt), Date.parse(banner.endsAt)]).filter((edge) => edge > now);
  return edges.length > 0 ? Math.min(...edges) - now : null;
}
