/* The rules of brand banners (issue 17 item 2) that the browser and the server both apply. */

export const BANNER_PLACEMENTS = ['home', 'category', 'storefront'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];

/** Every banner is a 4:1 strip; these are the widths stored, in WebP and AVIF (decision 0035). */
export const BANNER_WIDTHS = [800, 1600] as const;
export type BannerWidth = (typeof BANNER_WIDTHS)[number];
export const BANNER_ASPECT = 4;
export const BANNER_FORMATS = ['avif', 'webp'] as const;
export type BannerFormat = (typeof BANNER_FORMATS)[number];

export const MAX_BANNER_BYTES = 4 * 1024 * 1024;
export const MAX_BANNERS_PER_BRAND = 50;
export const BANNER_ALT_MAX = 160;
export const BANNER_LINK_MAX = 300;
/** A longer campaign is a mistake more often than a plan: it can be renewed. */
export const MAX_BANNER_DAYS = 366;

/**
 * A banner links inside the store only: a path of this site ("/store/oak-studio",
 * "/standing-desks/walnut-desk?colour=oak"). External addresses, protocol-relative ones ("//x")
 * and any scheme (javascript:, data:) are refused: a banner never sends shoppers away.
 */
const INTERNAL_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~/?=&%+#,:@]*$/;

export function bannerLinkProblem(link: string): string | null {
  if (link.length > BANNER_LINK_MAX) return `The link can have at most ${BANNER_LINK_MAX} characters.`;
  if (!link.startsWith('/')) return 'The link must be a path of this store, starting with / (for example /store/your-store). Links to other sites are not allowed.';
  if (!INTERNAL_PATH.test(link)) return 'The link must be a path of this store, without spaces, backslashes or another site’s address.';
  return null;
}

export function bannerWindowProblem(startsAt: Date, endsAt: Date, now: Date): string | null {
  if (Number.isNaN(startsAt.getTime()) || Number.isNaN(endsAt.getTime())) return 'Give the start and the end as dates and times.';
  if (endsAt.getTime() <= startsAt.getTime()) return 'The end must come after the start.';
  if (endsAt.getTime() <= now.getTime()) return 'The end is already past: this banner would never show.';
  if (endsAt.getTime() - startsAt.getTime() > MAX_BANNER_DAYS * 24 * 60 * 60 * 1000) return `A banner runs at most ${MAX_BANNER_DAYS} days.`;
  return null;
}

/** Inside its window: from its start (included) to its end (excluded). */
export function isBannerLive(window: { startsAt: string | Date; endsAt: string | Date }, now: number): boolean {
  return new Date(window.startsAt).getTime() <= now && now < new Date(window.endsAt).getTime();
}

/** Where a banner picture is served; the key changes with every upload, so it is cached for a year. */
export function bannerPictureUrl(key: string, width: BannerWidth, format: BannerFormat): string {
  return `/api/v1/brand-banners/${key}/${width}.${format}`;
}
