/* Shapes of spec §3 "Live chat". The stream's own fields beyond these are not in the spec. */

export interface LiveChatMessage {
  id: string;
  /** Epoch milliseconds the chat server stamped on the message; the list is ordered by it. */
  __createdtime__: number;
  message: string;
  username: string;
  userId?: string | null;
  avatar?: string | null;
  isAdmin?: boolean;
  /** Set on an admin message that should stay pinned above the chat. */
  pin?: boolean;
}

export interface LiveChatUser {
  id: string;
  username: string;
  avatar?: string | null;
}

/** A floating emoji reaction; the queue plays them one at a time. */
export interface LiveReaction {
  id: string;
  emoji: string;
}

export interface LiveVoucher {
  code: string;
  description?: string;
}

export interface LiveFreeGift {
  productId: number;
  name: string;
  imageUrl?: string | null;
}

/** "Someone just bought X", shown over the stream. */
export interface LiveOrderComplete {
  customerName: string;
  productName: string;
}

/** The live stream being watched; only the chat room matters to the store. */
export interface LiveStreamData {
  room_live?: string | null;
}
