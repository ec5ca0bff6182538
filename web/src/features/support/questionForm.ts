// The question form's rules (spec trading-core 3, 5): the server's own (questions.schemas.ts and its vocabulary:
// category, a title of TITLE_MIN to TITLE_MAX English characters, a description of at most MESSAGE_MAX, optional
// bot nickname, date DD/mm/yyyy and login or mail; a visitor's name and e-mail) as a yup schema; the multipart body;
// and support's refusals in words, on their field or for the form. Pure.
import * as yup from 'yup';
import {
  DATE_DMY,
  ENGLISH_ONLY,
  MESSAGE_MAX,
  NAME_MAX,
  QUESTION_CATEGORIES,
  TITLE_MAX,
  TITLE_MIN,
} from '../../../../modules/support/questions.vocabulary.schemas';
import { MESSAGE } from '../../../../kernel';
import { HttpError } from '../../shared/api/HttpError';
import { readServerError, type MessageRef } from '../../shared/form/serverErrors';
import { megabytes } from './files';

export interface QuestionValues {
  category: string;
  title: string;
  description: string;
  botNickname: string;
  transferDate: string;
  loginOrMail: string;
  /** A visitor's only. */
  name: string;
  email: string;
}

export const EMPTY_QUESTION: QuestionValues = {
  category: '',
  title: '',
  description: '',
  botNickname: '',
  transferDate: '',
  loginOrMail: '',
  name: '',
  email: '',
};

export const QUESTION_FIELDS = Object.keys(EMPTY_QUESTION) as (keyof QuestionValues)[];

/** The optional fields' lengths (the server's). */
export const BOT_NICKNAME_MAX = 40;
export const LOGIN_OR_MAIL_MAX = 100;
export const EMAIL_MAX = 254;

const noFirstSpace = (v: string | undefined) => !v || !/^\s/.test(v);

const englishText = (min: number, max: number) =>
  yup
    .string()
    .required(MESSAGE.required)
    .test('first-space', MESSAGE.firstSymbolSpace, noFirstSpace)
    .min(min, MESSAGE.tooShort)
    .max(max, MESSAGE.tooLong)
    .matches(ENGLISH_ONLY, MESSAGE.onlyEnglish);

const optionalEnglish = (max: number) =>
  yup
    .string()
    .max(max, MESSAGE.tooLong)
    .matches(ENGLISH_ONLY, { message: MESSAGE.onlyEnglish, excludeEmptyString: true });

/** A message's text (a description or a reply): any language, no leading space, at most MESSAGE_MAX. */
export const messageTextSchema = yup
  .string()
  .required(MESSAGE.required)
  .test('first-space', MESSAGE.firstSymbolSpace, noFirstSpace)
  .max(MESSAGE_MAX, MESSAGE.tooLong);

/** A user's question, or (`visitor`) a visitor's, who also gives a name and the e-mail answers go to. */
export function questionFormSchema(visitor: boolean) {
  return yup.object({
    category: yup.string().required(MESSAGE.required).oneOf(QUESTION_CATEGORIES, MESSAGE.required),
    title: englishText(TITLE_MIN, TITLE_MAX),
    description: messageTextSchema,
    botNickname: optionalEnglish(BOT_NICKNAME_MAX),
    transferDate: yup.string().matches(DATE_DMY, { message: 'support.form.error.date', excludeEmptyString: true }),
    loginOrMail: optionalEnglish(LOGIN_OR_MAIL_MAX),
    name: visitor ? englishText(1, NAME_MAX) : yup.string(),
    email: visitor
      ? yup.string().required(MESSAGE.required).email(MESSAGE.invalidEmail).max(EMAIL_MAX, MESSAGE.tooLong)
      : yup.string(),
  });
}

/** The multipart body of POST /api/support/questions (or the visitor's): the filled fields, then the files. */
export function questionFormData(values: QuestionValues, files: readonly Blob[], visitor: boolean): FormData {
  const form = new FormData();
  const fields: (keyof QuestionValues)[] = ['category', 'title', 'description', 'botNickname', 'transferDate'];
  fields.push('loginOrMail', ...(visitor ? (['name', 'email'] as const) : []));
  for (const field of fields) {
    const value = field === 'description' ? values[field] : values[field].trim();
    if (value) form.append(field, value);
  }
  for (const file of files) form.append('files', file);
  return form;
}

/** The multipart body of a reply: its text and files. */
export function replyFormData(text: string, files: readonly Blob[]): FormData {
  const form = new FormData();
  form.append('text', text);
  for (const file of files) form.append('files', file);
  return form;
}

/** The counter under a message's text: characters used, left, and over MESSAGE_MAX. */
export function messageCounter(text: string): { count: number; left: number; over: number } {
  const count = text.length;
  return { count, left: Math.max(0, MESSAGE_MAX - count), over: Math.max(0, count - MESSAGE_MAX) };
}

export interface SupportFailure {
  errorCode: string | null;
  /** Form field -> message (a `validation.*` key or a full message id). */
  fields: Record<string, string>;
  alert: MessageRef | null;
}

type Details = Record<string, unknown>;
const num = (details: Details, key: string, fallback: number) =>
  typeof details[key] === 'number' ? (details[key] as number) : fallback;

/** Support's refusals said for the whole form (or the reply box, the rating). */
const REFUSALS: Record<string, (details: Details) => MessageRef> = {
  NO_RIGHTS: () => ({ id: 'support.error.noRights' }),
  MESSAGE_LIMIT_REACHED: (d) => ({ id: 'support.error.messageLimit', values: { count: num(d, 'count', 3) } }),
  TOO_MANY_FILES: (d) => ({ id: 'support.files.tooMany', values: { max: num(d, 'max', 3) } }),
  FILE_TOO_LARGE: (d) => ({
    id: 'support.error.fileTooLarge',
    values: { size: megabytes(num(d, 'maxBytes', 5 * 1024 * 1024)) },
  }),
  WRONG_FILE_TYPE: (d) => ({
    id: 'support.error.wrongFileType',
    values: { name: typeof d.name === 'string' ? d.name : '' },
  }),
  UPLOAD_ERROR: () => ({ id: 'support.error.upload' }),
  MAX_ACTIVE_QUESTIONS: (d) => ({ id: 'support.error.maxActive', values: { count: num(d, 'count', 5) } }),
  QUESTION_CLOSED: () => ({ id: 'support.error.closed' }),
  QUESTION_NOT_CLOSED: () => ({ id: 'support.error.notClosed' }),
  ALREADY_EXISTS: () => ({ id: 'support.error.alreadyRated' }),
  NOT_FOUND: () => ({ id: 'support.error.notFound' }),
  TECH_WORKS: () => ({ id: 'support.error.techWorks' }),
  // The operators' desk: another operator took the question or the chat first.
  QUESTION_TAKEN: () => ({ id: 'support.desk.error.taken' }),
  CHAT_TAKEN: () => ({ id: 'support.desk.error.taken' }),
  TAKEN_BY_ANOTHER: () => ({ id: 'support.desk.error.taken' }),
};

/**
 * A failed support call in words: a too long text on `textField` (the description or the reply), validation
 * errors on the form's fields, every other refusal for the form.
 */
export function supportFailure(error: unknown, formFields: readonly string[], textField?: string): SupportFailure {
  const outcome = readServerError(error, formFields);
  const body = error instanceof HttpError ? (error.data as { details?: unknown } | null) : null;
  const details = (body?.details && typeof body.details === 'object' ? body.details : {}) as Details;
  const code = outcome.errorCode;
  if (code === 'MESSAGE_TOO_LONG' && textField && formFields.includes(textField))
    return { errorCode: code, fields: { [textField]: MESSAGE.tooLong }, alert: null };
  if (code === 'MESSAGE_TOO_LONG')
    return { errorCode: code, fields: {}, alert: { id: 'support.error.tooLong', values: { max: MESSAGE_MAX } } };
  const refusal = code ? REFUSALS[code] : undefined;
  if (refusal) return { errorCode: code, fields: {}, alert: refusal(details) };
  return { errorCode: code, fields: outcome.fields, alert: outcome.alert };
}
