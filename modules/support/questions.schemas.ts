import * as yup from 'yup';
import { MESSAGE as MSG } from '../../kernel';
import {
  DATE_DMY,
  DISLIKED_REASONS,
  ENGLISH_ONLY,
  LIKED_REASONS,
  NAME_MAX,
  QUESTION_CATEGORIES,
  QUESTION_FILTERS,
  QUESTION_STATUSES,
  TITLE_MAX,
  TITLE_MIN,
  type QuestionCategory,
  type QuestionStatus,
} from './questions.vocabulary.schemas';

export * from './questions.vocabulary.schemas';

/** Spec trading-core 5: required, no leading space, the counts, English letters, digits and symbols only. */
const englishText = (min: number, max: number) =>
  yup
    .string()
    .required(MSG.required)
    .test('first-space', MSG.firstSymbolSpace, (v) => !v || !/^\s/.test(v))
    .min(min, MSG.tooShort)
    .max(max, MSG.tooLong)
    .matches(ENGLISH_ONLY, MSG.onlyEnglish);

/** A message's text: any language; its length is the service's MESSAGE_TOO_LONG (spec trading-core 8). */
const messageText = yup
  .string()
  .required(MSG.required)
  .test('first-space', MSG.firstSymbolSpace, (v) => !v || !/^\s/.test(v));

const optionalEnglish = (max: number) =>
  yup
    .string()
    .optional()
    .max(max, MSG.tooLong)
    .matches(ENGLISH_ONLY, { message: MSG.onlyEnglish, excludeEmptyString: true });

const questionFields = {
  category: yup.string().required(MSG.required).oneOf(QUESTION_CATEGORIES, MSG.invalidValue),
  title: englishText(TITLE_MIN, TITLE_MAX),
  description: messageText,
  botNickname: optionalEnglish(40),
  /** The income or outcome date the question is about (DD/mm/yyyy). */
  transferDate: yup.string().optional().matches(DATE_DMY, { message: MSG.invalidValue, excludeEmptyString: true }),
  loginOrMail: optionalEnglish(100),
};

/** A user's question; the e-mail is optional (support answers in the account). */
export const createQuestionSchema = yup.object({
  ...questionFields,
  email: yup.string().optional().email(MSG.invalidEmail).max(254, MSG.tooLong),
});
export type CreateQuestionInput = yup.InferType<typeof createQuestionSchema>;

/** A visitor's question also names them and the e-mail answers are sent to. */
export const createVisitorQuestionSchema = yup.object({
  ...questionFields,
  name: englishText(1, NAME_MAX),
  email: yup.string().required(MSG.required).email(MSG.invalidEmail).max(254, MSG.tooLong),
});
export type CreateVisitorQuestionInput = yup.InferType<typeof createVisitorQuestionSchema>;

export const commentSchema = yup.object({ text: messageText });

export const rateSchema = yup.object({
  rating: yup.number().typeError(MSG.invalidValue).required(MSG.required).integer(MSG.invalidValue).min(1).max(5),
  feedback: yup
    .array(
      yup
        .string()
        .required()
        .oneOf([...new Set([...LIKED_REASONS, ...DISLIKED_REASONS])], MSG.invalidValue),
    )
    .default([])
    .max(4, MSG.tooLong),
});
export type RateInput = yup.InferType<typeof rateSchema>;

export const questionsQuerySchema = yup.object({
  filter: yup.string().oneOf(QUESTION_FILTERS, MSG.invalidValue).default('all'),
});

export const questionParamsSchema = yup.object({ id: yup.string().required(MSG.required).uuid(MSG.invalidValue) });
export const visitorKeySchema = yup.object({ key: yup.string().required(MSG.required).max(100) });
export const restoreSchema = yup.object({
  email: yup.string().required(MSG.required).email(MSG.invalidEmail).max(254, MSG.tooLong),
});

export const deskQuerySchema = yup.object({
  queue: yup.string().oneOf(['waiting', 'mine', 'closed'], MSG.invalidValue).default('waiting'),
});
export const statusSchema = yup.object({
  status: yup.string().required(MSG.required).oneOf(QUESTION_STATUSES, MSG.invalidValue),
});

// ---- Responses ----

export interface AttachmentView {
  id: string;
  name: string;
  mime: string;
  kind: 'image' | 'file';
  size: number;
  /** Where it is served (to the question's asker and operators only). */
  url: string;
}

export interface MessageView {
  id: string;
  author: 'user' | 'support';
  senderKind: 'user' | 'operator' | 'bot' | 'ai';
  text: string;
  createdAt: string;
  attachments: AttachmentView[];
}

export interface QuestionSummary {
  id: string;
  number: number;
  category: QuestionCategory;
  title: string;
  status: QuestionStatus;
  createdAt: string;
  updatedAt: string;
  rating: number | null;
}

export interface QuestionView extends QuestionSummary {
  name: string | null;
  email: string | null;
  botNickname: string | null;
  transferDate: string | null;
  loginOrMail: string | null;
  feedback: string[];
  messages: MessageView[];
  /** How many more messages the asker may send before support answers. */
  commentsLeft: number;
}
