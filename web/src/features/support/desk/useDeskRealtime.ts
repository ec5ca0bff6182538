// The desk, live: its socket joins the operators' desk room and the open chat's room; a question or a chat that
// changed (QUESTION_CHANGED, CHAT_CHANGED) makes the queues, the open item and the asker's activity read again. A
// reconnection joins again and reads everything again, since events sent meanwhile reached nobody.
import { useSWRConfig } from 'swr';
import { CHAT_CHANGED, CHAT_ROOM, DESK_ROOM } from '../../../../../modules/support/chats.vocabulary.schemas';
import { QUESTION_CHANGED } from '../../../../../modules/support/questions.vocabulary.schemas';
import { type RoomLink, useRoomSocket } from '../../../shared/realtime/useRoomSocket';
import { isDeskDataKey } from './deskApi';

export type DeskLink = RoomLink;

/** Connects while the desk is open; `chatId` is the chat shown (its room joined too). */
export function useDeskRealtime(chatId: string | null): DeskLink {
  const { mutate } = useSWRConfig();
  const refresh = () => void mutate(isDeskDataKey);
  return useRoomSocket([{ kind: DESK_ROOM }, ...(chatId ? [{ kind: CHAT_ROOM, arg: { id: chatId } }] : [])], {
    onJoined: refresh,
    onEvent: (type) => {
      if (type === QUESTION_CHANGED || type === CHAT_CHANGED) refresh();
    },
  });
}
