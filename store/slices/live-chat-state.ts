/* The liveChat slice's state, initial value and selectors: plain code without Redux Toolkit, so the
 * first-load shell reads them while the store itself loads later (decision 0056). */
import type {
  LiveChatMessage,
  LiveChatUser,
  LiveFreeGift,
  LiveOrderComplete,
  LiveReaction,
  LiveVoucher,
} from '../live-chat-types';
export const DEFAULT_LIVE_CHAT_ROOM = 'chat-live';
/** Reactions arrive in bursts far faster than they can be shown; the stale ones are dropped. */
export const MAX_QUEUED_REACTIONS = 50;

/** Spec §3 "Live chat". */
export interface LiveChatState {
  isConnect: boolean;
  userInfo: LiveChatUser | null;
  /** How many viewers are in the room. */
  userCount: number;
  messageList: LiveChatMessage[];
  adminMessages: LiveChatMessage[];
  reactions: LiveReaction[];
  pinMessage: LiveChatMessage | null;
  notificationMessage: string | null;
  orderComplete: LiveOrderComplete | null;
  activatedProductId: number | null;
  voucher: LiveVoucher | null;
  room: string;
  freeGift: LiveFreeGift | null;
  checkFreeGift: boolean;
}

export const initialLiveChatState: LiveChatState = {
  isConnect: false,
  userInfo: null,
  userCount: 0,
  messageList: [],
  adminMessages: [],
  reactions: [],
  pinMessage: null,
  notificationMessage: null,
  orderComplete: null,
  activatedProductId: null,
  voucher: null,
  room: DEFAULT_LIVE_CHAT_ROOM,
  freeGift: null,
  checkFreeGift: false,
};


type WithLiveChat = { liveChat: LiveChatState };
export const selectLiveChat = (state: WithLiveChat): LiveChatState => state.liveChat;
export const selectLiveChatMessages = (state: WithLiveChat): LiveChatMessage[] => state.liveChat.messageList;
export const selectLiveChatRoom = (state: WithLiveChat): string => state.liveChat.room;
export const selectNextReaction = (state: WithLiveChat): LiveReaction | null => state.liveChat.reactions[0] ?? null;
