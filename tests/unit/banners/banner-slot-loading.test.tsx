// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { BannerSlot } from '@/components/banners/banner-slot';
import type { StorefrontBanner } from '@/lib/brands/storefront-banner';

/* The live slot's module, counted when it is imported: a page without a booked banner must not
 * load it (decision 0057), one with a banner must. */
const imported = vi.hoisted(() => vi.fn());
vi.mock('@/components/banners/live-banner-slot', () => {
  imported();
  return { LiveBannerSlot: ({ data }: { data: { banners: readonly StorefrontBanner[] } }) => <p>{`live slot with ${data.banners.length} banner`}</p> };
});

const RENDERED_AT = '2026-11-26T12:00:00.000Z';
const booked: StorefrontBanner = {
  id: 1,
  placement: 'home',
  link: '/store/oak',
  alt: 'Oak week',
  startsAt: '2026-11-26T00:00:00.000Z',
  endsAt: '2026-12-03T00:00:00.000Z',
  avifSrcSet: '/a.avif 800w',
  webpSrcSet: '/a.webp 800w',
  src: '/a.webp',
  width: 1600,
  height: 400,
};

afterEach(() => cleanup());

describe('BannerSlot loading', () => {
  it('loads no banner code for a slot with no banner booked, and the live slot for one with a banner', async () => {
    const empty = render(<BannerSlot data={{ banners: [], renderedAt: RENDERED_AT }} />);
    expect(empty.container.innerHTML).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(imported).not.toHaveBeenCalled();
    empty.unmount();

    render(<BannerSlot data={{ banners: [booked], renderedAt: RENDERED_AT }} />);
    expect(await screen.findByText('live slot with 1 banner')).toBeTruthy();
    expect(imported).toHaveBeenCalledTimes(1);
  });
});
