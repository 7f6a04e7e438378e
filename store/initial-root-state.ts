import { initialAuthState } from './slices/auth-state';
import { initialCheckoutState } from './slices/checkout-state';
import { createInitialGiftCardState } from './slices/gift-card-state';
import { initialLiveChatState } from './slices/live-chat-state';
import { initialModalsState } from './slices/modals-state';
import { initialSupportChatState } from './slices/support-chat-state';
import { initialUiState } from './slices/ui-state';
import type { RootState } from './root-reducer';

/**
 * The state a new store starts from, without Redux Toolkit: what the shell renders with until the
 * store itself has loaded (decision 0056). A unit test holds it equal to the reducers' own start.
 */
export function createInitialRootState(): RootState {
  return {
    ui: initialUiState,
    modals: initialModalsState,
    auth: initialAuthState,
    checkout: initialCheckoutState,
    giftCard: createInitialGiftCardState(),
    supportChat: initialSupportChatState,
    liveChat: initialLiveChatState,
  };
}
