import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec §3 "Support chat": the help widget's panel. */
export interface SupportChatState {
  isOpen: boolean;
  isLoading: boolean;
}

const initialState: SupportChatState = { isOpen: false, isLoading: false };

const supportChatSlice = createSlice({
  name: 'supportChat',
  initialState,
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

type WithSupportChat = { supportChat: SupportChatState };
export const selectSupportChatOpen = (state: WithSupportChat): boolean => state.supportChat.isOpen;
export const selectSupportChatLoading = (state: WithSupportChat): boolean => state.supportChat.isLoading;
