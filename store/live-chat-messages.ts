import type { LiveChatMessage } from './live-chat-types';

/** Hours of stream must not grow the page without bound; older messages scroll away. */
export const MAX_LIVE_CHAT_MESSAGES = 500;

/** Index after every message created at or before `createdTime`, so ties keep arrival order. */
function insertionIndex(list: readonly LiveChatMessage[], createdTime: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle]?.__createdtime__ ?? 0) <= createdTime) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Adds messages to a list sorted ascending by __createdtime__, whatever order they arrive in.
 * A message whose id is already listed replaces the old copy (a resend or an edit), so each id
 * appears once. Only the newest `max` are kept.
 */
export function mergeLiveChatMessages(
  list: readonly LiveChatMessage[],
  incoming: readonly LiveChatMessage[],
  max: number = MAX_LIVE_CHAT_MESSAGES,
): LiveChatMessage[] {
  const merged = [...list];
  for (const message of incoming) {
    const existing = merged.findIndex((listed) => listed.id === message.id);
    if (existing !== -1) merged.splice(existing, 1);
    merged.splice(insertionIndex(merged, message.__createdtime__), 0, message);
  }
  return merged.length > max ? merged.slice(merged.length - max) : merged;
}
