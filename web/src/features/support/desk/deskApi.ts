// The operators' desk calls (modules/support questions.routes.ts "The operators' desk", desk.schemas.ts and
// chats.vocabulary.schemas.ts): the queues of questions and chats, one of them, taking it, answering, its status,
// closing a chat, the asker's activity and cancelling their cash-out. Sending is never retried: it must not happen
// twice.
import useSWR from 'swr';
import type { ChatSummary, DeskChatView } from '../../../../../modules/support/chats.vocabulary.schemas';
import type { DeskQuestionView, DeskUserActivity } from '../../../../../modules/support/desk.schemas';
import type { QuestionStatus, QuestionSummary } from '../../../../../modules/support/questions.schemas';
import type { CashoutView } from '../../../../../modules/wallet/wallet.schemas';
import { jsonFetcher } from '../../../shared/api/fetchers';
import { request, requestMultipart } from '../../../shared/api/request';

export const DESK_QUEUES = ['waiting', 'mine', 'closed'] as const;
export type DeskQueue = (typeof DESK_QUEUES)[number];
export const DESK_TABS = ['questions', 'chats'] as const;
export type DeskTab = (typeof DESK_TABS)[number];

const DESK = '/api/support/desk';
const QUEUE_REFRESH_MS = 30_000;

const questionUrl = (id: string, tail = '') => `${DESK}/questions/${encodeURIComponent(id)}${tail}`;
const chatUrl = (id: string, tail = '') => `${DESK}/chats/${encodeURIComponent(id)}${tail}`;

/** What a desk event makes stale: the queues, the open question or chat, the asker's activity (not the access). */
export const isDeskDataKey = (key: unknown): boolean =>
  typeof key === 'string' && key.startsWith(`${DESK}/`) && key !== `${DESK}/access`;

/** A queue of questions; read again every half minute too, should an event be missed. */
export const useQuestionQueue = (queue: DeskQueue, enabled = true) =>
  useSWR<{ questions: QuestionSummary[] }>(enabled ? `${DESK}/questions?queue=${queue}` : null, jsonFetcher, {
    refreshInterval: QUEUE_REFRESH_MS,
  });

export const useChatQueue = (queue: DeskQueue, enabled = true) =>
  useSWR<{ chats: ChatSummary[] }>(enabled ? `${DESK}/chats?queue=${queue}` : null, jsonFetcher, {
    refreshInterval: QUEUE_REFRESH_MS,
  });

export const useDeskQuestion = (id: string | null) =>
  useSWR<{ question: DeskQuestionView }>(id ? questionUrl(id) : null, jsonFetcher);

export const useDeskChat = (id: string | null) => useSWR<{ chat: DeskChatView }>(id ? chatUrl(id) : null, jsonFetcher);

export const useUserActivity = (userId: string | null) =>
  useSWR<DeskUserActivity>(userId ? `${DESK}/users/${encodeURIComponent(userId)}/activity` : null, jsonFetcher);

const post = async <T>(url: string, body?: unknown) =>
  (await request<T>(url, { method: 'POST', body, retries: 0 })).data;

export const takeQuestionCall = async (id: string) =>
  (await post<{ question: DeskQuestionView }>(questionUrl(id, '/take'))).question;

export const answerQuestionCall = async (id: string, form: FormData) =>
  (await requestMultipart<{ question: DeskQuestionView }>(questionUrl(id, '/messages'), form)).data.question;

export const setQuestionStatusCall = async (id: string, status: QuestionStatus) =>
  (
    await request<{ question: DeskQuestionView }>(questionUrl(id, '/status'), {
      method: 'PUT',
      body: { status },
      retries: 0,
    })
  ).data.question;

export const takeChatCall = async (id: string) => (await post<{ chat: DeskChatView }>(chatUrl(id, '/take'))).chat;

/** An operator's message; `clientId` makes a repeated send the same message. */
export const sendChatMessageCall = async (id: string, text: string, clientId: string) =>
  (await post<{ chat: DeskChatView }>(chatUrl(id, '/messages'), { text, clientId })).chat;

export const closeChatCall = async (id: string) => (await post<{ chat: DeskChatView }>(chatUrl(id, '/close'))).chat;

/** Cancels a user's cash-out (only support may): the money goes back to their balance. */
export const cancelCashoutCall = async (id: string, note: string) =>
  (await post<{ cashout: CashoutView }>(`${DESK}/cashouts/${encodeURIComponent(id)}/cancel`, note ? { note } : {}))
    .cashout;
