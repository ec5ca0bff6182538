// A chat, live (spec accounts-platform 7 "Real-time"): the page's socket joins the chat's room on every connect, then
// the chat is read again (what changed while offline shows, a reconnect brings the whole conversation); a
// CHAT_CHANGED of this chat reads it again.
import { useRef } from 'react';
import { CHAT_CHANGED, CHAT_ROOM } from '../../../../../modules/support/chats.vocabulary.schemas';
import { useRoomSocket } from '../../../shared/realtime/useRoomSocket';
import type { ChatRef } from './api';

/**
 * Follows a chat while `chat` is set; `reload` reads it again. Answers whether the connection is down after it was
 * up (the page says it reconnects).
 */
export function useChatLive(chat: ChatRef | null, reload: () => void): boolean {
  const id = chat?.id ?? null;
  const link = useRoomSocket(id ? [{ kind: CHAT_ROOM, arg: chat?.key ? { id, key: chat.key } : { id } }] : null, {
    onJoined: reload,
    onEvent: (type, payload) => {
      if (type === CHAT_CHANGED && (payload as { id?: unknown } | null)?.id === id) reload();
    },
  });
  const wasLive = useRef(false);
  if (link === 'live') wasLive.current = true;
  return id !== null && wasLive.current && link !== 'live';
}
