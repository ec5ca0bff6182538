import * as yup from 'yup';
import { DEFAULT_LANGUAGE, LANGUAGES, MESSAGE as MSG } from '../../kernel';
import { FAQ_ID_PATTERN, FAQ_QUERY_MAX } from './faq.vocabulary.schemas';

export * from './faq.vocabulary.schemas';

/** The reader's language (the address's); English when none is given. */
const lang = yup.string().oneOf(LANGUAGES, MSG.invalidValue).default(DEFAULT_LANGUAGE);

export const faqLangQuerySchema = yup.object({ lang });

/** A section's key or an article's id is letters only; a well-formed key that names nothing is NOT_FOUND. */
const key = yup.string().required(MSG.required).matches(FAQ_ID_PATTERN, MSG.invalidValue);

export const faqSectionParamsSchema = yup.object({ section: key });
export const faqArticleParamsSchema = yup.object({ id: key });

export const faqSearchQuerySchema = yup.object({
  // Trimmed only when it is a string: a repeated ?q= (an array) is a type error, not a crash.
  q: yup
    .string()
    .typeError(MSG.invalidValue)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(MSG.required)
    .max(FAQ_QUERY_MAX, MSG.tooLong),
  lang,
});
export type FaqSearchQuery = yup.InferType<typeof faqSearchQuerySchema>;
