import { AppError } from '../../src/platform/errors';
import { questionsErrors } from './questions.errors';

/** Live chat's failures: support's own (spec trading-core 8: message too long, no rights, message limit) and a chat's. */
export const chatsErrors = {
  notFound: () => new AppError(404, 'NOT_FOUND', 'There is no such chat of yours'),
  closed: () => new AppError(409, 'CHAT_CLOSED', 'This chat has ended: start a new one'),
  takenByAnother: () => new AppError(409, 'CHAT_TAKEN', 'Another operator is answering this chat'),
  messageTooLong: questionsErrors.messageTooLong,
  messageLimit: questionsErrors.messageLimit,
};
