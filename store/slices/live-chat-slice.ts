import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { mergeLiveChatMessages } from '../live-chat-messages';
import type {
  LiveChatMessage,
  LiveChatUser,
  LiveFreeGift,
  LiveOrderComplete,
  LiveReaction,
  LiveStreamData,
  LiveVoucher,
} from '../live-chat-types';
import { DEFAULT_LIVE_CHAT_ROOM, MAX_QUEUED_REACTIONS, initialLiveChatState } from './live-chat-state';

export * from './live-chat-state';

const asList = (messages: LiveChatMessage | LiveChatMessage[]) => ({
  payload: Array.isArray(messages) ? messages : [messages],
});

const liveChatSlice = createSlice({
  name: 'liveChat',
  initialState: initialLiveChatState,
  reducers: {
    setConnected(state, action: PayloadAction<boolean>) {
      state.isConnect = action.payload;
    },
    setUserInfo(state, action: PayloadAction<LiveChatUser | null>) {
      state.userInfo = action.payload;
    },
    setUserCount(state, action: PayloadAction<number>) {
      state.userCount = action.payload;
    },
    /** Replaces the list, e.g. with the room's history on joining. */
    setMessages(state, action: PayloadAction<LiveChatMessage[]>) {
      state.messageList = mergeLiveChatMessages([], action.payload);
    },
    addMessages: {
      reducer(state, action: PayloadAction<LiveChatMessage[]>) {
        state.messageList = mergeLiveChatMessages(state.messageList, action.payload);
      },
      prepare: asList,
    },
    removeMessage(state, action: PayloadAction<string>) {
      state.messageList = state.messageList.filter((message) => message.id !== action.payload);
      state.adminMessages = state.adminMessages.filter((message) => message.id !== action.payload);
      if (state.pinMessage?.id === action.payload) state.pinMessage = null;
    },
    /** An admin's message is flagged as such; one that carries a pin becomes the pinned message. */
    addAdminMessage(state, action: PayloadAction<LiveChatMessage>) {
      const message = { ...action.payload, isAdmin: true };
      state.adminMessages = mergeLiveChatMessages(state.adminMessages, [message]);
      if (message.pin) state.pinMessage = message;
    },
    pushReaction(state, action: PayloadAction<LiveReaction>) {
      state.reactions.push(action.payload);
      if (state.reactions.length > MAX_QUEUED_REACTIONS) state.reactions.shift();
    },
    shiftReaction(state) {
      state.reactions.shift();
    },
    setPinMessage(state, action: PayloadAction<LiveChatMessage | null>) {
      state.pinMessage = action.payload;
    },
    setNotificationMessage(state, action: PayloadAction<string | null>) {
      state.notificationMessage = action.payload;
    },
    setOrderComplete(state, action: PayloadAction<LiveOrderComplete | null>) {
      state.orderComplete = action.payload;
    },
    setActivatedProductId(state, action: PayloadAction<number | null>) {
      state.activatedProductId = action.payload;
    },
    setVoucher(state, action: PayloadAction<LiveVoucher | null>) {
      state.voucher = action.payload;
    },
    /** A stream chats in its own room; one without a room uses the shared default. */
    setLiveData(state, action: PayloadAction<LiveStreamData>) {
      state.room = action.payload.room_live || DEFAULT_LIVE_CHAT_ROOM;
    },
    setFreeGift(state, action: PayloadAction<LiveFreeGift | null>) {
      state.freeGift = action.payload;
    },
    setCheckFreeGift(state, action: PayloadAction<boolean>) {
      state.checkFreeGift = action.payload;
    },
    /** End of stream (spec §4). */
    resetLiveChat() {
      return initialLiveChatState;
    },
  },
});

export const {
  setConnected,
  setUserInfo,
  setUserCount,
  setMessages,
  addMessages,
  removeMessage,
  addAdminMessage,
  pushReaction,
  shiftReaction,
  setPinMessage,
  setNotificationMessage,
  setOrderComplete,
  setActivatedProductId,
  setVoucher,
  setLiveData,
  setFreeGift,
  setCheckFreeGift,
  resetLiveChat,
} = liveChatSlice.actions;
export const liveChatReducer = liveChatSlice.reducer;
