import { describe, expect, it } from 'vitest';
import { mergeLiveChatMessages } from '@/store/live-chat-messages';
import type { LiveChatMessage } from '@/store/live-chat-types';
import {
  addAdminMessage,
  addMessages,
  DEFAULT_LIVE_CHAT_ROOM,
  initialLiveChatState,
  liveChatReducer,
  MAX_QUEUED_REACTIONS,
  pushReaction,
  removeMessage,
  resetLiveChat,
  selectNextReaction,
  setConnected,
  setLiveData,
  setMessages,
  setUserCount,
  setVoucher,
  shiftReaction,
  type LiveChatState,
} from '@/store/slices/live-chat-slice';

const initial = (): LiveChatState => liveChatReducer(undefined, { type: '@@init' });

function message(id: string, createdTime: number, overrides: Partial<LiveChatMessage> = {}): LiveChatMessage {
  return { id, __createdtime__: createdTime, message: `message ${id}`, username: 'viewer', ...overrides };
}

const ids = (list: LiveChatMessage[]) => list.map((item) => item.id);

describe('live chat state', () => {
  it('starts disconnected, empty, in the default room', () => {
    expect(initial()).toEqual({
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
      room: 'chat-live',
      freeGift: null,
      checkFreeGift: false,
    });
  });

  it('keeps messages sorted ascending by creation time, whatever order they arrive in', () => {
    let state = liveChatReducer(initial(), addMessages(message('c', 300)));
    state = liveChatReducer(state, addMessages([message('a', 100), message('d', 400)]));
    state = liveChatReducer(state, addMessages(message('b', 200)));

    expect(ids(state.messageList)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('lists each message id once, keeping the latest copy', () => {
    let state = liveChatReducer(initial(), addMessages([message('a', 100), message('b', 200)]));
    state = liveChatReducer(state, addMessages(message('a', 100, { message: 'edited' })));

    expect(ids(state.messageList)).toEqual(['a', 'b']);
    expect(state.messageList[0]?.message).toBe('edited');
  });

  it('sorts and de-duplicates a history that replaces the list', () => {
    let state = liveChatReducer(initial(), addMessages(message('old', 1)));
    state = liveChatReducer(state, setMessages([message('y', 20), message('x', 10), message('y', 20)]));

    expect(ids(state.messageList)).toEqual(['x', 'y']);
  });

  it('keeps messages with the same time in arrival order', () => {
    expect(ids(mergeLiveChatMessages([message('first', 5)], [message('second', 5), message('third', 5)]))).toEqual([
      'first',
      'second',
      'third',
    ]);
  });

  it('keeps only the newest messages beyond the cap', () => {
    const merged = mergeLiveChatMessages([], [message('3', 3), message('1', 1), message('2', 2)], 2);
    expect(ids(merged)).toEqual(['2', '3']);
  });

  it('removes a message from every list it is in', () => {
    let state = liveChatReducer(initial(), addMessages(message('a', 1)));
    state = liveChatReducer(state, addAdminMessage(message('a', 1, { pin: true })));

    state = liveChatReducer(state, removeMessage('a'));

    expect([state.messageList, state.adminMessages, state.pinMessage]).toEqual([[], [], null]);
  });

  it('flags admin messages and pins the one that carries a pin', () => {
    let state = liveChatReducer(initial(), addAdminMessage(message('welcome', 10)));
    expect(state.adminMessages[0]?.isAdmin).toBe(true);
    expect(state.pinMessage).toBeNull();

    state = liveChatReducer(state, addAdminMessage(message('deal', 5, { pin: true })));
    expect(ids(state.adminMessages)).toEqual(['deal', 'welcome']);
    expect(state.pinMessage).toMatchObject({ id: 'deal', isAdmin: true, pin: true });
  });

  it('plays reactions first in, first out', () => {
    let state = liveChatReducer(initial(), pushReaction({ id: '1', emoji: '👍' }));
    state = liveChatReducer(state, pushReaction({ id: '2', emoji: '🔥' }));
    expect(selectNextReaction({ liveChat: state })?.id).toBe('1');

    state = liveChatReducer(state, shiftReaction());
    expect(selectNextReaction({ liveChat: state })?.id).toBe('2');
    state = liveChatReducer(liveChatReducer(state, shiftReaction()), shiftReaction());
    expect(selectNextReaction({ liveChat: state })).toBeNull();
  });

  it(`drops the oldest queued reaction beyond ${MAX_QUEUED_REACTIONS}`, () => {
    let state = initial();
    for (let n = 0; n <= MAX_QUEUED_REACTIONS; n += 1) state = liveChatReducer(state, pushReaction({ id: `${n}`, emoji: '👏' }));

    expect(state.reactions).toHaveLength(MAX_QUEUED_REACTIONS);
    expect(state.reactions[0]?.id).toBe('1');
  });

  it('moves to the room of the live data, and back to the default when it has none', () => {
    let state = liveChatReducer(initial(), setLiveData({ room_live: 'launch-2026' }));
    expect(state.room).toBe('launch-2026');

    state = liveChatReducer(state, setLiveData({ room_live: null }));
    expect(state.room).toBe(DEFAULT_LIVE_CHAT_ROOM);
  });

  it('returns to its initial state at the end of the stream', () => {
    let state = liveChatReducer(initial(), setConnected(true));
    state = liveChatReducer(state, setUserCount(120));
    state = liveChatReducer(state, addMessages(message('a', 1)));
    state = liveChatReducer(state, setLiveData({ room_live: 'launch-2026' }));
    state = liveChatReducer(state, setVoucher({ code: 'LIVE10' }));

    expect(liveChatReducer(state, resetLiveChat())).toEqual(initialLiveChatState);
  });
});
