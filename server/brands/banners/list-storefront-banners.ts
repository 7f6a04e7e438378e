import { BANNER_ASPECT, bannerPictureUrl, type BannerFormat, type BannerPlacement } from '@/lib/brands/banner-rules';
import type { BannerSlotData, StorefrontBanner } from '@/lib/brands/storefront-banner';
import type { Language } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { listShowableBanners } from './repository';

/* A cached page carries the banners that are live or start within a day, with their windows:
 * the browser hides and reveals them at the exact edges, and the page is rebuilt at the next
 * edge so its HTML catches up (decision 0035). */
const LOOKAHEAD_MS = 24 * 60 * 60 * 1000;
const MAX_BANNERS_PER_SLOT = 6;

export interface StorefrontBannersResult extends BannerSlotData {
  /** The next start or end among them: when the cached page should be rebuilt. */
  nextChangeAt: Date | null;
}

const srcSet = (key: string, format: BannerFormat) => `${bannerPictureUrl(key, 800, format)} 800w, ${bannerPictureUrl(key, 1600, format)} 1600w`;

/** The banners of approved brands for one slot of the storefront (home, a category, a brand's store). */
export async function listStorefrontBanners(input: { placement: BannerPlacement; categorySlug?: string; vendorId?: number; language: Language; now?: Date }): Promise<StorefrontBannersResult> {
  const now = input.now ?? new Date();
  const rows = await listShowableBanners(getDb(), {
    placement: input.placement,
    categorySlug: input.placement === 'category' ? input.categorySlug : undefined,
    vendorId: input.placement === 'storefront' ? input.vendorId : undefined,
    now,
    until: new Date(now.getTime() + LOOKAHEAD_MS),
    limit: MAX_BANNERS_PER_SLOT,
  });
  const banners: StorefrontBanner[] = rows.map((row) => ({
    id: row.id,
    placement: row.placement,
    link: row.link,
    alt: row.altText[input.language] || row.altText.en,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    avifSrcSet: srcSet(row.pictureKey, 'avif'),
    webpSrcSet: srcSet(row.pictureKey, 'webp'),
    src: bannerPictureUrl(row.pictureKey, 1600, 'webp'),
    width: 1600,
    height: 1600 / BANNER_ASPECT,
  }));
  const edges = rows.flatMap((row) => [row.startsAt, row.endsAt]).filter((edge) => edge.getTime() > now.getTime());
  const nextChangeAt = edges.length > 0 ? new Date(Math.min(...edges.map((edge) => edge.getTime()))) : null;
  return { banners, renderedAt: now.toISOString(), nextChangeAt };
}
