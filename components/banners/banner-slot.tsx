import dynamic from 'next/dynamic';
import type { BannerSlotData } from '@/lib/brands/storefront-banner';

/* Server-rendered, and loaded before hydration, on a page that has banners; absent from the first
 * load of one that has none (most pages, most of the time). */
const LiveBannerSlot = dynamic(() => import('./live-banner-slot').then((module) => module.LiveBannerSlot));

/** A brand banner slot (decision 0035): nothing, and no code, when no banner is booked for it. */
export function BannerSlot({ data, className }: { data: BannerSlotData | null | undefined; className?: string }) {
  if (!data || data.banners.length === 0) return null;
  return <LiveBannerSlot data={data} className={className} />;
}
