// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { BannerSlot } from '@/components/banners/banner-slot';
import { LiveBannerSlot } from '@/components/banners/live-banner-slot';
import type { BannerSlotData, StorefrontBanner } from '@/lib/brands/storefront-banner';

vi.mock('next/router', async () => (await import('../layout/router-mock')).nextRouterModule);

const RENDERED = Date.parse('2026-11-26T12:00:00Z');
const banner = (id: number, startOffset: number, endOffset: number): StorefrontBanner => ({
  id,
  placement: 'home',
  link: '/store/oak',
  alt: `Banner ${id}`,
  startsAt: new Date(RENDERED + startOffset).toISOString(),
  endsAt: new Date(RENDERED + endOffset).toISOString(),
  avifSrcSet: '/a.avif 800w',
  webpSrcSet: '/a.webp 800w',
  src: '/a.webp',
  width: 1600,
  height: 400,
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('BannerSlot', () => {
  it('follows the browser clock after the render time: hides at the end, reveals the next at its start', () => {
    vi.setSystemTime(RENDERED + 1000);
    const data: BannerSlotData = { banners: [banner(1, -60_000, 5000), banner(2, 10_000, 20_000)], renderedAt: new Date(RENDERED).toISOString() };
    render(<LiveBannerSlot data={data} />);
    const image = screen.getByRole('img', { name: 'Banner 1' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('1600');
    expect(image.getAttribute('height')).toBe('400');
    act(() => void vi.advanceTimersByTime(4100));
    expect(screen.queryByRole('img')).toBeNull();
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByRole('img', { name: 'Banner 2' })).toBeTruthy();
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('hides at once a banner the cached page still carries after its end', () => {
    vi.setSystemTime(RENDERED + 60_000);
    render(<LiveBannerSlot data={{ banners: [banner(1, -60_000, 5000)], renderedAt: new Date(RENDERED).toISOString() }} />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('renders nothing without banners', () => {
    const { container } = render(<BannerSlot data={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});
