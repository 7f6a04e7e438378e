// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { FlashSaleCountdown } from '@/components/product/flash-sale-countdown';
import { renderProduct } from './render-product';

describe('the flash-sale countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T12:00:00.000Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the time left after mounting and ticks every second', () => {
    renderProduct(<FlashSaleCountdown endsAt="2026-11-23T16:05:09.000Z" percentOff={25} />);
    expect(screen.getByText('Flash sale: 25% off')).toBeTruthy();
    expect(screen.getByTestId('flash-sale-countdown').querySelector('time')?.textContent).toBe('2 days 04:05:09');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByTestId('flash-sale-countdown').querySelector('time')?.textContent).toBe('2 days 04:05:08');
  });

  it('says the sale has ended once the time is up', () => {
    renderProduct(<FlashSaleCountdown endsAt="2026-11-21T12:00:02.000Z" percentOff={10} />);
    act(() => {
      vi.advanceTimersByTime(2_500);
    });
    expect(screen.getByText('This sale has ended')).toBeTruthy();
  });
});
