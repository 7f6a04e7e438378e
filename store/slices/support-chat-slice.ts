import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { initialSupportChatState } from './support-chat-state';

export * from './support-chat-state';

const supportChatSlice = createSlice({
  name: 'supportChat',
  initialState: initialSupportChatState,
  reducers: {
    openSupportChat(state) {
      state.isOpen = true;
    },
    closeSupportChat(state) {
      state.isOpen = false;
    },
    toggleSupportChat(state) {
      state.isOpen = !state.isOpen;
    },
    setSupportChatLoading(state, action: PayloadAction<boolean>) {
      state.isLoading = action.payload;
    },
  },
});

export const { openSupportChat, closeSupportChat, toggleSupportChat, setSupportChatLoading } = supportChatSlice.actions;
export const supportChatReducer = supportChatSlice.reducer;
