import { AppError } from '../../src/platform/errors';

/** Support's failures (spec trading-core 8: message too long, no rights, message limit, files, active questions). */
export const questionsErrors = {
  notFound: () => new AppError(404, 'NOT_FOUND', 'There is no such question of yours'),
  messageTooLong: (max: number) =>
    new AppError(400, 'MESSAGE_TOO_LONG', `A message has at most ${max} characters`, { max, field: 'text' }),
  noRights: () => new AppError(403, 'NO_RIGHTS', 'You have no rights to send or change this'),
  messageLimit: (count: number) =>
    new AppError(429, 'MESSAGE_LIMIT_REACHED', `At most ${count} messages until support answers`, { count }),
  tooManyFiles: (max: number) => new AppError(400, 'TOO_MANY_FILES', `At most ${max} files per message`, { max }),
  fileTooLarge: (maxBytes: number) =>
    new AppError(413, 'FILE_TOO_LARGE', `A file is at most ${Math.round(maxBytes / 1024 / 1024)} MB`, { maxBytes }),
  wrongFileType: (name: string) =>
    new AppError(415, 'WRONG_FILE_TYPE', 'Images (PNG, JPEG, WebP, GIF), PDF and plain text files only', { name }),
  uploadFailed: () => new AppError(400, 'UPLOAD_ERROR', 'The file could not be read: try again'),
  maxActive: (count: number) =>
    new AppError(409, 'MAX_ACTIVE_QUESTIONS', `At most ${count} open questions at once`, { count }),
  closed: () => new AppError(409, 'QUESTION_CLOSED', 'This question is closed: ask a new one'),
  notClosed: () => new AppError(409, 'QUESTION_NOT_CLOSED', 'A question can be rated once it is closed'),
  alreadyRated: () => new AppError(409, 'ALREADY_EXISTS', 'This question is already rated'),
  takenByAnother: () => new AppError(409, 'QUESTION_TAKEN', 'Another operator is answering this question'),
  techWorks: () => new AppError(503, 'TECH_WORKS', 'Support is under maintenance; try again later'),
};
