import * as yup from 'yup';
import { LANGUAGES, MESSAGE as MSG } from '../../kernel';
import { CHAT_PHONE_MAX } from './chats.vocabulary.schemas';
import { ENGLISH_ONLY, NAME_MAX } from './questions.vocabulary.schemas';

export * from './chats.vocabulary.schemas';

/** A visitor's chat key as a browser makes it: URL-safe, long enough to be unguessable. */
export const VISITOR_KEY = /^[A-Za-z0-9_-]{32,100}$/;

/** A chat message: any language; its length is the service's MESSAGE_TOO_LONG. `clientId` makes a resend harmless. */
export const chatMessageSchema = yup.object({
  text: yup
    .string()
    .required(MSG.required)
    .test('first-space', MSG.firstSymbolSpace, (v) => !v || !/^\s/.test(v)),
  clientId: yup.string().required(MSG.required).uuid(MSG.invalidValue),
});
export type ChatMessageInput = yup.InferType<typeof chatMessageSchema>;

/** Starting a chat: its first message, and the language the assistant answers in. */
export const startChatSchema = chatMessageSchema.shape({
  language: yup.string().required(MSG.required).oneOf(LANGUAGES, MSG.invalidValue),
});
export type StartChatInput = yup.InferType<typeof startChatSchema>;

/** A visitor also gives a name, an e-mail and, if they like, a phone or messenger (spec trading-core 3). */
export const startVisitorChatSchema = startChatSchema.shape({
  name: yup.string().required(MSG.required).max(NAME_MAX, MSG.tooLong).matches(ENGLISH_ONLY, MSG.onlyEnglish),
  email: yup.string().required(MSG.required).email(MSG.invalidEmail).max(254, MSG.tooLong),
  phone: yup.string().optional().max(CHAT_PHONE_MAX, MSG.tooLong),
  /**
   * The chat's key, made by the visitor's browser (random, at least 32 characters): a start sent again with it (its
   * answer lost) writes into the chat the first one opened. Without it the server makes one.
   */
  key: yup.string().optional().matches(VISITOR_KEY, MSG.invalidValue),
});
export type StartVisitorChatInput = yup.InferType<typeof startVisitorChatSchema>;

export const chatParamsSchema = yup.object({ id: yup.string().required(MSG.required).uuid(MSG.invalidValue) });
export const chatKeySchema = yup.object({ key: yup.string().required(MSG.required).max(100) });
export const chatQueueSchema = yup.object({
  queue: yup.string().oneOf(['waiting', 'mine', 'closed'], MSG.invalidValue).default('waiting'),
});
