// Live chat's words and rules (spec trading-core 2, 3, 6, 8), pure: who answers first by the flags, how a message is
// shown (a bubble, or a notice across the thread), and a failed call in words.
import {
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES_UNANSWERED_MAX,
  type ChatMessageView,
} from '../../../../../modules/support/chats.vocabulary.schemas';
import { HttpError } from '../../../shared/api/HttpError';
import { readServerError, type MessageRef } from '../../../shared/form/serverErrors';

/** The assistant answers first when the chatBot or the aiSupport flag is on (as the server's ChatAssistant). */
export const hasAssistant = (flags: Record<string, boolean | undefined>): boolean =>
  flags.chatBot !== false || flags.aiSupport === true;

/** Support's notices (asked for an operator, an operator joined, ended) run across the thread, not in a bubble. */
export const isNotice = (message: ChatMessageView): boolean =>
  message.text === null &&
  (message.saying === 'handover' || message.saying === 'operatorJoined' || message.saying === 'closed');

export interface ChatFailure {
  errorCode: string | null;
  /** Visitor form field -> message key. */
  fields: Record<string, string>;
  alert: MessageRef | null;
  /** Nothing reached the server (or it failed): sending again is safe and needed. */
  transient: boolean;
}

type Details = Record<string, unknown>;
const num = (details: Details, key: string, fallback: number) =>
  typeof details[key] === 'number' ? (details[key] as number) : fallback;

const REFUSALS: Record<string, (details: Details) => MessageRef> = {
  MESSAGE_TOO_LONG: (d) => ({ id: 'support.chat.error.tooLong', values: { max: num(d, 'max', CHAT_MESSAGE_MAX) } }),
  MESSAGE_LIMIT_REACHED: (d) => ({
    id: 'support.chat.error.limit',
    values: { count: num(d, 'count', CHAT_MESSAGES_UNANSWERED_MAX) },
  }),
  NOT_FOUND: () => ({ id: 'support.chat.error.notFound' }),
  CHAT_CLOSED: () => ({ id: 'support.chat.error.closed' }),
  CHAT_TAKEN: () => ({ id: 'support.desk.error.taken' }),
  NO_RIGHTS: () => ({ id: 'support.error.noRights' }),
  TECH_WORKS: () => ({ id: 'support.error.techWorks' }),
};

/** A failed chat call in words: support's refusals, the visitor form's fields, a lost connection. */
export function chatFailure(error: unknown, formFields: readonly string[] = []): ChatFailure {
  const http = error instanceof HttpError ? error : null;
  const transient = !http || http.code === 0 || http.code >= 500;
  if (http && http.code === 0 && !http.isCancelled)
    return { errorCode: null, fields: {}, alert: { id: 'support.chat.error.network' }, transient };
  const outcome = readServerError(error, formFields);
  const body = http ? (http.data as { details?: unknown } | null) : null;
  const details = (body?.details && typeof body.details === 'object' ? body.details : {}) as Details;
  const refusal = outcome.errorCode ? REFUSALS[outcome.errorCode] : undefined;
  if (refusal) return { errorCode: outcome.errorCode, fields: {}, alert: refusal(details), transient };
  return { errorCode: outcome.errorCode, fields: outcome.fields, alert: outcome.alert, transient };
}

/** Retries a send on a lost connection or a server failure (the client id makes a repeat harmless). */
export async function withResend<T>(
  send: () => Promise<T>,
  attempts = 2,
  wait = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= attempts || !chatFailure(error).transient) throw error;
      await wait(1000 * attempt);
    }
  }
}
