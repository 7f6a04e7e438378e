import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createInitialGiftCardState, type GiftInfor } from './gift-card-state';

export * from './gift-card-state';

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
