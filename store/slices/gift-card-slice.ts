import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

const giftCardSlice = createSlice({
  name: 'giftCard',
  // Lazy, so "today" is the day each store is made, not the day the server process started.
  initialState: () => createInitialGiftCardState(),
  reducers: {
    setGiftInfor(state, action: PayloadAction<Partial<GiftInfor>>) {
      state.giftInfor = { ...state.giftInfor, ...action.payload };
    },
    resetGiftInfor() {
      return createInitialGiftCardState();
    },
  },
});

export const { setGiftInfor, resetGiftInfor } = giftCardSlice.actions;
export const giftCardReducer = giftCardSlice.reducer;

export const selectGiftInfor = (state: { giftCard: GiftCardState }): GiftInfor => state.giftCard.giftInfor;
