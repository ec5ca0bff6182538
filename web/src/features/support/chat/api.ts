// Live chat's calls (modules/support chats.routes.ts): a signed-in user's chat by their session (the open one is
// "current"), a visitor's by its id and key, kept in this browser (localStorage 'support-chat') so a reload goes on.
// Every message carries a client id: a resend of the same message (after a network failure) adds nothing, so
// sending may be retried.
import useSWR from 'swr';
import type { ChatView } from '../../../../../modules/support/chats.vocabulary.schemas';
import { jsonFetcher } from '../../../shared/api/fetchers';
import { request } from '../../../shared/api/request';

/** Whose chat: the signed-in user's (key null), or a visitor's reached by its key. */
export interface ChatRef {
  id: string;
  key: string | null;
}

/** The visitor's chat in this browser. */
export interface StoredChat {
  id: string;
  key: string;
}

export const STORAGE_KEY = 'support-chat';

export function readStoredChat(): StoredChat | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<StoredChat> | null;
    return value && typeof value.id === 'string' && typeof value.key === 'string'
      ? { id: value.id, key: value.key }
      : null;
  } catch {
    return null;
  }
}

export function storeChat(chat: StoredChat | null): void {
  try {
    if (chat) localStorage.setItem(STORAGE_KEY, JSON.stringify(chat));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be off (private mode): the chat lasts as long as the page then.
  }
}

/** A new message's client id (crypto.randomUUID, or the same from random bytes where it is missing). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A chat's own address: the user's, or the visitor's with its key. */
export function chatUrl(ref: ChatRef, tail = ''): string {
  const id = encodeURIComponent(ref.id);
  return ref.key
    ? `/api/support/visitor/chats/${id}${tail}?key=${encodeURIComponent(ref.key)}`
    : `/api/support/chats/${id}${tail}`;
}

export const CURRENT_CHAT_URL = '/api/support/chats/current';

/** The signed-in user's open chat (null: none), or the visitor's stored one; `null` reads nothing. */
export const useChat = (source: 'user' | StoredChat | null) =>
  useSWR<{ chat: ChatView | null }>(
    source === null ? null : source === 'user' ? CURRENT_CHAT_URL : chatUrl(source),
    jsonFetcher,
    { revalidateOnFocus: true },
  );

export interface MessageInput {
  text: string;
  clientId: string;
}

/**
 * Not retried here: a refusal as 429 (MESSAGE_LIMIT_REACHED) must show at once. The page resends on a lost
 * connection or a 5xx itself (chatRules withResend): the client id makes a repeat harmless.
 */
const SEND_RETRIES = 0;

/** POST /api/support/chats: the user's first message (the server writes in their open chat if there is one). */
export const startUserChat = async (input: MessageInput & { language: string }) =>
  (await request<{ chat: ChatView }>('/api/support/chats', { method: 'POST', body: input, retries: SEND_RETRIES })).data
    .chat;

export interface VisitorStartInput extends MessageInput {
  name: string;
  email: string;
  phone?: string;
  language: string;
  /** The chat's key, made here (newVisitorKey): a start sent again with it writes into the chat the first opened. */
  key: string;
}

/** A visitor chat's key: 32 random bytes, URL-safe (the server's VISITOR_KEY). */
export function newVisitorKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/**
 * POST /api/support/visitor/chats: a visitor's first message; the answer carries the chat's key. The page may send it
 * again (withResend) with the same key and client id: the server then answers the chat the first one opened.
 */
export const startVisitorChat = async (input: VisitorStartInput) =>
  (
    await request<{ chat: ChatView; key: string }>('/api/support/visitor/chats', {
      method: 'POST',
      body: input,
      retries: 0,
    })
  ).data;

export const sendChatMessage = async (ref: ChatRef, input: MessageInput) =>
  (await request<{ chat: ChatView }>(chatUrl(ref, '/messages'), { method: 'POST', body: input, retries: SEND_RETRIES }))
    .data.chat;

/** "Talk to an operator" (asking again changes nothing, so it may be retried). */
export const handoverChat = async (ref: ChatRef) =>
  (await request<{ chat: ChatView }>(chatUrl(ref, '/handover'), { method: 'POST', retries: 1 })).data.chat;

/** "End chat" (ending an ended chat changes nothing). */
export const closeChat = async (ref: ChatRef) =>
  (await request<{ chat: ChatView }>(chatUrl(ref, '/close'), { method: 'POST', retries: 1 })).data.chat;
