import { describe, expect, it } from 'vitest';
import {
  closeSupportChat,
  openSupportChat,
  selectSupportChatLoading,
  selectSupportChatOpen,
  setSupportChatLoading,
  supportChatReducer,
  toggleSupportChat,
} from '@/store/slices/support-chat-slice';

const initial = () => supportChatReducer(undefined, { type: '@@init' });

describe('support chat', () => {
  it('starts closed and not loading', () => {
    expect(initial()).toEqual({ isOpen: false, isLoading: false });
  });

  it('opens, closes and toggles', () => {
    const open = supportChatReducer(initial(), openSupportChat());
    expect(selectSupportChatOpen({ supportChat: open })).toBe(true);
    expect(supportChatReducer(open, closeSupportChat()).isOpen).toBe(false);
    expect(supportChatReducer(open, toggleSupportChat()).isOpen).toBe(false);
    expect(supportChatReducer(initial(), toggleSupportChat()).isOpen).toBe(true);
  });

  it('records loading apart from being open', () => {
    const state = supportChatReducer(initial(), setSupportChatLoading(true));
    expect(selectSupportChatLoading({ supportChat: state })).toBe(true);
    expect(state.isOpen).toBe(false);
  });
});
