// Pure and without yup: the words and limits of live chat (spec trading-core 2, 3, 6, 9; accounts-platform 6), shared
// by the server and the web app.
import type { FaqArticleRef } from './faq.vocabulary.schemas';

/**
 * Where a chat stands: the assistant answers (assistant), it waits for an operator (waiting: asked for, or the
 * assistant had no answer, or there is no assistant), an operator took it (operator), ended (closed).
 */
export const CHAT_STATES = ['assistant', 'waiting', 'operator', 'closed'] as const;
export type ChatState = (typeof CHAT_STATES)[number];

/** Who wrote a message: the user (or visitor), or support as the assistant bot, the AI assistant or an operator. */
export type ChatSenderKind = 'user' | 'bot' | 'ai' | 'operator';

/**
 * What support's automatic messages say, as codes the web app words in the reader's language: the assistant found
 * articles (articles), found none and hands over (noAnswer), the user asked for an operator (handover), an operator
 * took the chat (operatorJoined), the chat ended (closed).
 */
export const CHAT_SAYINGS = ['articles', 'noAnswer', 'handover', 'operatorJoined', 'closed'] as const;
export type ChatSaying = (typeof CHAT_SAYINGS)[number];

/** A message's text at most (MESSAGE_TOO_LONG beyond), as for questions. */
export const CHAT_MESSAGE_MAX = 2000;
/** Articles the assistant offers at most per answer. */
export const CHAT_ARTICLES_MAX = 3;
/** The user's messages while nobody from support has answered since (MESSAGE_LIMIT_REACHED beyond). */
export const CHAT_MESSAGES_UNANSWERED_MAX = 10;
/** A visitor's phone or messenger at most. */
export const CHAT_PHONE_MAX = 40;

/** Socket notification to a chat's room and the operators' desk when a chat changes (a message, its state). */
export const CHAT_CHANGED = 'CHAT_CHANGED';
/** Socket room kinds a client joins (Realtime.useRoom): a chat (by its id, and its key for a visitor), the desk. */
export const CHAT_ROOM = 'supportChat';
export const DESK_ROOM = 'supportDesk';

export interface ChatMessageView {
  id: string;
  author: 'user' | 'support';
  senderKind: ChatSenderKind;
  /** What a person (or the AI assistant) wrote; null for the assistant's coded messages. */
  text: string | null;
  /** What an automatic message says, worded by the web app; null for written ones. */
  saying: ChatSaying | null;
  /** FAQ articles offered (the assistant's answers), in the chat's language. */
  articles: FaqArticleRef[];
  /** The operator's name, for their messages. */
  operatorName: string | null;
  createdAt: string;
}

export interface ChatView {
  id: string;
  state: ChatState;
  /** The operator who took it, by name. */
  operatorName: string | null;
  createdAt: string;
  updatedAt: string;
  messages: ChatMessageView[];
}

/** A chat as the operators' desk sees it: who is writing. */
export interface DeskChatView extends ChatView {
  userId: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  language: string;
  operatorId: string | null;
}

/** A desk queue's row. */
export interface ChatSummary {
  id: string;
  state: ChatState;
  userId: string | null;
  name: string;
  operatorId: string | null;
  operatorName: string | null;
  /** The newest message's text (or saying code), for the queue. */
  lastMessage: string | null;
  updatedAt: string;
}
