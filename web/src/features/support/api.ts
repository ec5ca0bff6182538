// Support questions' calls (modules/support questions.routes.ts): a signed-in user's by their session, a visitor's
// by the question's key. Sending (a question, a reply, a rating, closing) is never retried: it must not happen twice.
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type {
  AttachmentView,
  QuestionSummary,
  QuestionView,
  RateInput,
} from '../../../../modules/support/questions.schemas';
import type { QuestionFilter } from '../../../../modules/support/questions.vocabulary.schemas';
import { jsonFetcher } from '../../shared/api/fetchers';
import { request, requestMultipart } from '../../shared/api/request';

/** Whose question: the signed-in user's, or a visitor's reached by its key. */
export type Asker = { key: string | null };

const questionsKey = (filter: QuestionFilter) => `/api/support/questions?filter=${filter}`;

/** A question's own address: the user's, or the visitor's with its key. */
function questionUrl(id: string, asker: Asker, tail = ''): string {
  const path = asker.key ? '/api/support/visitor/questions' : '/api/support/questions';
  const query = asker.key ? `?key=${encodeURIComponent(asker.key)}` : '';
  return `${path}/${encodeURIComponent(id)}${tail}${query}`;
}

/** The signed-in user's questions under a filter tab. */
export const useMyQuestions = (filter: QuestionFilter, enabled: boolean) =>
  useSWR<{ questions: QuestionSummary[] }>(enabled ? questionsKey(filter) : null, jsonFetcher);

/** A question with its messages. */
export const useQuestion = (id: string, asker: Asker) =>
  useSWR<{ question: QuestionView }>(questionUrl(id, asker), jsonFetcher);

/** What a change of a question makes stale: the user's lists. */
export const isQuestionsListKey = (key: unknown): boolean =>
  typeof key === 'string' && key.startsWith('/api/support/questions?');

/** POST /api/support/questions, or the visitor's (its answer carries the key). */
export async function askCall(form: FormData, visitor: boolean): Promise<{ question: QuestionView; key?: string }> {
  const url = visitor ? '/api/support/visitor/questions' : '/api/support/questions';
  return (await requestMultipart<{ question: QuestionView; key?: string }>(url, form)).data;
}

export const replyCall = async (id: string, asker: Asker, form: FormData) =>
  (await requestMultipart<{ question: QuestionView }>(questionUrl(id, asker, '/messages'), form)).data.question;

export const closeCall = async (id: string) =>
  (await request<{ question: QuestionView }>(questionUrl(id, { key: null }, '/close'), { method: 'POST', retries: 0 }))
    .data.question;

export const rateCall = async (id: string, asker: Asker, body: RateInput) =>
  (
    await request<{ question: QuestionView }>(questionUrl(id, asker, '/rating'), {
      method: 'POST',
      body,
      retries: 0,
    })
  ).data.question;

/** POST /api/support/visitor/restore: fresh links to a visitor's questions, mailed. */
export const restoreCall = async (email: string) =>
  (await request<{ sent: boolean }>('/api/support/visitor/restore', { method: 'POST', body: { email }, retries: 0 }))
    .data;

/** Where an attachment is read: the user's (their token), a visitor's by the question's key. */
export const attachmentUrl = (attachment: AttachmentView, asker: Asker): string =>
  asker.key
    ? `/api/support/visitor/attachments/${encodeURIComponent(attachment.id)}?key=${encodeURIComponent(asker.key)}`
    : attachment.url;

/**
 * An attachment's bytes as a local object URL (the API authenticates by the bearer token, which an <img> or a link
 * cannot send), made once per attachment and let go when it leaves the page.
 */
export function useAttachmentObjectUrl(url: string): string | null {
  const { data } = useSWR<Blob>(['support-attachment', url], () =>
    request<Blob>(url, { as: 'blob', retries: 1 }).then((r) => r.data),
  );
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return;
    const made = URL.createObjectURL(data);
    setObjectUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [data]);
  return objectUrl;
}
