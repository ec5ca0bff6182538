import type { ChatMessageView, ChatSummary, ChatView, DeskChatView } from './chats.vocabulary.schemas';
import type { FaqArticleRef } from './faq.vocabulary.schemas';
import type { ChatMessageRow, ChatRow } from './chats.tables';

/** What a view needs besides the rows: operators' names and the FAQ's articles in the chat's language. */
export interface ChatLookups {
  names: Map<string, string>;
  article: (id: string) => FaqArticleRef | undefined;
}

export function toChatView(chat: ChatRow, messages: ChatMessageRow[], lookups: ChatLookups): ChatView {
  const name = (id: string | null) => (id ? (lookups.names.get(id) ?? null) : null);
  return {
    id: chat.id,
    state: chat.state,
    operatorName: name(chat.operator_id),
    createdAt: chat.created_at.toISOString(),
    updatedAt: chat.updated_at.toISOString(),
    messages: messages.map(
      (m): ChatMessageView => ({
        id: m.id,
        author: m.author,
        senderKind: m.sender_kind,
        text: m.text,
        saying: m.saying,
        articles: m.articles.flatMap((id) => lookups.article(id) ?? []),
        operatorName: m.sender_kind === 'operator' ? name(m.sender_id) : null,
        createdAt: m.created_at.toISOString(),
      }),
    ),
  };
}

export function toDeskChatView(chat: ChatRow, messages: ChatMessageRow[], lookups: ChatLookups): DeskChatView {
  return {
    ...toChatView(chat, messages, lookups),
    userId: chat.user_id,
    name: chat.name,
    email: chat.email,
    phone: chat.phone,
    language: chat.language,
    operatorId: chat.operator_id,
  };
}

export function toChatSummary(
  chat: ChatRow,
  last: ChatMessageRow | undefined,
  names: Map<string, string>,
): ChatSummary {
  return {
    id: chat.id,
    state: chat.state,
    userId: chat.user_id,
    name: chat.name,
    operatorId: chat.operator_id,
    operatorName: chat.operator_id ? (names.get(chat.operator_id) ?? null) : null,
    lastMessage: last ? (last.text ?? last.saying) : null,
    updatedAt: chat.updated_at.toISOString(),
  };
}
