/* The supportChat slice's state, initial value and selectors: plain code without Redux Toolkit, so the
 * first-load shell reads them while the store itself loads later (decision 0056). */
/** Spec §3 "Support chat": the help widget's panel. */
export interface SupportChatState {
  isOpen: boolean;
  isLoading: boolean;
}

export const initialSupportChatState: SupportChatState = { isOpen: false, isLoading: false };

type WithSupportChat = { supportChat: SupportChatState };
export const selectSupportChatOpen = (state: WithSupportChat): boolean => state.supportChat.isOpen;
export const selectSupportChatLoading = (state: WithSupportChat): boolean => state.supportChat.isLoading;
