import { bannerPictureUrl, isBannerLive } from '@/lib/brands/banner-rules';
import type { BrandBanner } from '@/lib/contracts/brands/banners-schemas';
import type { BannerRow } from './repository';

/** A banner as the brand area sees it, with its state against the server clock. */
export function toBrandBanner(row: BannerRow, now: Date = new Date()): BrandBanner {
  const state = row.endsAt.getTime() <= now.getTime() ? 'ended' : isBannerLive(row, now.getTime()) ? 'live' : 'scheduled';
  return {
    id: row.id,
    placement: row.placement,
    category_slug: row.categorySlug,
    link: row.link,
    alt_text: row.altText,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    state,
    picture_url: bannerPictureUrl(row.pictureKey, 1600, 'webp'),
    thumbnail_url: bannerPictureUrl(row.pictureKey, 800, 'webp'),
  };
}
