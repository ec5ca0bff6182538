// The desk's failures in words: support's own refusals (questionForm.ts), the desk's (taken by another operator, a
// closed question or chat, a cash-out that can no longer be cancelled), and any other code named as it came. Pure.
import { HttpError } from '../../../shared/api/HttpError';
import type { MessageRef } from '../../../shared/form/serverErrors';
import { supportFailure } from '../questionForm';

export interface DeskFailure {
  errorCode: string | null;
  message: MessageRef;
}

const DESK_CODES: Record<string, string> = {
  QUESTION_TAKEN: 'support.desk.error.taken',
  CHAT_TAKEN: 'support.desk.error.taken',
  TAKEN_BY_ANOTHER: 'support.desk.error.taken',
  QUESTION_CLOSED: 'support.desk.error.questionClosed',
  CHAT_CLOSED: 'support.desk.error.chatClosed',
  NO_RIGHTS: 'support.desk.error.noRights',
  NOT_FOUND: 'support.desk.error.notFound',
};

/** A failed desk call in words; `INVALID_STATUS` (a cash-out already paid, failed or cancelled) carries its status. */
export function deskFailure(error: unknown): DeskFailure {
  const failure = supportFailure(error, []);
  const code = failure.errorCode;
  if (code && DESK_CODES[code]) return { errorCode: code, message: { id: DESK_CODES[code] } };
  if (code === 'INVALID_STATUS') {
    const details =
      error instanceof HttpError ? (error.data as { details?: { status?: unknown } } | null)?.details : null;
    const status = typeof details?.status === 'string' ? details.status : '';
    return { errorCode: code, message: { id: 'support.desk.error.cashoutStatus', values: { status } } };
  }
  if (failure.alert && (failure.alert.id.startsWith('support.') || !code))
    return { errorCode: code, message: failure.alert };
  if (code) return { errorCode: code, message: { id: 'support.desk.error.code', values: { code } } };
  return { errorCode: null, message: failure.alert ?? { id: 'errors.generic' } };
}
