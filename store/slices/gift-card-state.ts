/* The giftCard slice's state, initial value and selectors: plain code without Redux Toolkit, so the
 * first-load shell reads them while the store itself loads later (decision 0056). */
export const DEFAULT_GIFT_MESSAGE = 'Cheers to warm holiday memories!';

/** Spec §3 "Gift card". `time` is the delivery day as epoch milliseconds (serialisable). */
export interface GiftInfor {
  email: string;
  from: string;
  message: string;
  time: number;
}

export interface GiftCardState {
  giftInfor: GiftInfor;
}

/** Midnight at the start of `now`'s day, in the local time zone of whoever runs it. */
export function startOfLocalDay(now: Date = new Date()): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
}

export function createInitialGiftCardState(now: Date = new Date()): GiftCardState {
  return { giftInfor: { email: '', from: '', message: DEFAULT_GIFT_MESSAGE, time: startOfLocalDay(now) } };
}

export const selectGiftInfor = (state: { giftCard: GiftCardState }): GiftInfor => state.giftCard.giftInfor;
