import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createInitialGiftCardState,
  DEFAULT_GIFT_MESSAGE,
  giftCardReducer,
  resetGiftInfor,
  selectGiftInfor,
  setGiftInfor,
  startOfLocalDay,
} from '@/store/slices/gift-card-slice';

afterEach(() => {
  vi.useRealTimers();
});

describe('gift card', () => {
  it('starts with the holiday message and delivery today at local midnight', () => {
    const now = new Date(2025, 11, 24, 15, 30, 12);

    const { giftInfor } = createInitialGiftCardState(now);

    expect(giftInfor).toEqual({ email: '', from: '', message: 'Cheers to warm holiday memories!', time: new Date(2025, 11, 24).getTime() });
    expect(DEFAULT_GIFT_MESSAGE).toBe('Cheers to warm holiday memories!');
  });

  it('takes "today" from when each store is made, not from when the module loaded', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 0, 2, 9, 0));

    const state = giftCardReducer(undefined, { type: '@@init' });

    expect(state.giftInfor.time).toBe(new Date(2026, 0, 2).getTime());
  });

  it('keeps the time serialisable as epoch milliseconds', () => {
    expect(typeof startOfLocalDay()).toBe('number');
    expect(new Date(startOfLocalDay()).getHours()).toBe(0);
  });

  it('changes only the fields given and resets to the defaults', () => {
    let state = giftCardReducer(undefined, setGiftInfor({ email: 'friend@example.com', from: 'Ada' }));
    expect(selectGiftInfor({ giftCard: state })).toMatchObject({
      email: 'friend@example.com',
      from: 'Ada',
      message: DEFAULT_GIFT_MESSAGE,
    });

    state = giftCardReducer(state, resetGiftInfor());
    expect(state.giftInfor.email).toBe('');
  });
});
