import { useEffect, useState } from 'react';
import Link from '@/components/common/store-link';
import { msToNextBannerEdge, pickLiveBanner, type BannerSlotData } from '@/lib/brands/storefront-banner';

/* setTimeout cannot wait longer than about 24.8 days; a later edge is checked again then. */
const MAX_TIMER_MS = 2_000_000_000;

/**
 * A brand banner on a cached page (decision 0035). The first paint shows the banner that was live
 * when the page was rendered (the same on the server and at hydration); from then on the
 * browser's clock decides, and a timer hides or reveals it at the exact edge of its window.
 * The picture is lazy (the slot sits below the fold) with its width and height, so the 4:1 box
 * is reserved before it loads. The link is named by the picture's alt text, given per language.
 */
export function LiveBannerSlot({ data, className }: { data: BannerSlotData | null | undefined; className?: string }) {
  const [now, setNow] = useState(() => Date.parse(data?.renderedAt ?? '') || 0);

  useEffect(() => {
    const banners = data?.banners ?? [];
    if (banners.length === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const wait = msToNextBannerEdge(banners, current);
      if (wait !== null) timer = setTimeout(tick, Math.min(wait + 50, MAX_TIMER_MS));
    };
    tick();
    return () => clearTimeout(timer);
  }, [data]);

  const banner = pickLiveBanner(data?.banners ?? [], now);
  if (!banner) return null;
  return (
    <div className={className} data-testid="brand-banner" data-banner-id={banner.id}>
      <Link href={banner.link} className="block overflow-hidden rounded-2xl bg-sand-100 focus-visible:outline-offset-4">
        <picture>
          <source type="image/avif" srcSet={banner.avifSrcSet} sizes="(min-width: 1280px) 1216px, 100vw" />
          <source type="image/webp" srcSet={banner.webpSrcSet} sizes="(min-width: 1280px) 1216px, 100vw" />
          <img src={banner.src} alt={banner.alt} width={banner.width} height={banner.height} loading="lazy" decoding="async" className="aspect-[4/1] h-auto w-full object-cover" />
        </picture>
      </Link>
    </div>
  );
}
