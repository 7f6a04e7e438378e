import { combineReducers } from '@reduxjs/toolkit';
import { authReducer } from './slices/auth-slice';
import { checkoutReducer } from './slices/checkout-slice';
import { giftCardReducer } from './slices/gift-card-slice';
import { liveChatReducer } from './slices/live-chat-slice';
import { modalsReducer } from './slices/modals-slice';
import { supportChatReducer } from './slices/support-chat-slice';
import { uiReducer } from './slices/ui-slice';

export const rootReducer = combineReducers({
  ui: uiReducer,
  modals: modalsReducer,
  auth: authReducer,
  checkout: checkoutReducer,
  giftCard: giftCardReducer,
  supportChat: supportChatReducer,
  liveChat: liveChatReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
