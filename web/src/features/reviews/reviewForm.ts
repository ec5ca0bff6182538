// The review form's rules (spec trading-core 2): the server's own (reviews.vocabulary.schemas.ts: stars 1 to 5, a
// text of at most REVIEW_TEXT_MAX characters, no leading space, no control characters, no links) as a yup schema
// with messages that say which; the character counter; and a refusal by the server in words. Pure.
import * as yup from 'yup';
import {
  REVIEW_CHARSET,
  REVIEW_LINK,
  REVIEW_TEXT_MAX,
  REVIEW_WINDOW_DAYS,
} from '../../../../modules/reviews/reviews.vocabulary.schemas';
import { HttpError } from '../../shared/api/HttpError';
import { readServerError, type MessageRef } from '../../shared/form/serverErrors';
import { MESSAGE } from '../../../../kernel';

export interface ReviewValues {
  /** 0 until a star is picked. */
  stars: number;
  text: string;
}

export const EMPTY_REVIEW: ReviewValues = { stars: 0, text: '' };

/** Why a text is refused, in this form's words: a link, or characters that cannot be published. */
const TEXT_LINK = 'reviews.form.error.link';
const TEXT_CHARSET = 'reviews.form.error.charset';
const STARS_MISSING = 'reviews.form.error.stars';

export const reviewFormSchema = yup.object({
  stars: yup
    .number()
    .typeError(STARS_MISSING)
    .required(STARS_MISSING)
    .integer(STARS_MISSING)
    .min(1, STARS_MISSING)
    .max(5, STARS_MISSING),
  text: yup
    .string()
    .defined(MESSAGE.required)
    .max(REVIEW_TEXT_MAX, MESSAGE.tooLong)
    .test('first-space', MESSAGE.firstSymbolSpace, (v) => !v || !/^\s/.test(v))
    .matches(REVIEW_CHARSET, TEXT_CHARSET)
    .test('no-links', TEXT_LINK, (v) => !v || !REVIEW_LINK.test(v)),
});

/**
 * A review is one paragraph: the server's charset refuses line breaks and tabs (control characters) like any other,
 * so the field turns them into a space as they are typed or pasted. Other control characters stay, and are refused.
 */
export const flattenLineBreaks = (text: string): string => text.replace(/[\t\n\v\f\r]+/g, ' ');

/** The counter under the text: characters used (as the server counts them), left, and over the limit. */
export function textCounter(text: string): { count: number; left: number; over: number } {
  const count = text.length;
  return { count, left: Math.max(0, REVIEW_TEXT_MAX - count), over: Math.max(0, count - REVIEW_TEXT_MAX) };
}

export type ReviewKind = 'seller' | 'site';

export interface ReviewFailure {
  /** Form field -> message (a `validation.*` key or a full message id). */
  fields: Partial<Record<keyof ReviewValues, string>>;
  alert: MessageRef | null;
  /**
   * What the review was for is gone: the deal cannot be reviewed any more (not found, too late, already reviewed),
   * or the site cannot be (no deal yet, already reviewed). The list or the standing is read again.
   */
  gone: boolean;
}

const REFUSALS: Record<string, (kind: ReviewKind, details: Record<string, unknown>) => MessageRef> = {
  NOT_FOUND: () => ({ id: 'reviews.error.notFound' }),
  REVIEW_WINDOW_CLOSED: (_kind, details) => ({
    id: 'reviews.error.windowClosed',
    values: { days: typeof details.days === 'number' ? details.days : REVIEW_WINDOW_DAYS },
  }),
  ALREADY_EXISTS: (kind) => ({ id: kind === 'seller' ? 'reviews.error.alreadySeller' : 'reviews.error.alreadySite' }),
  NO_ACCESS: () => ({ id: 'reviews.error.noAccess' }),
};

/** A failed POST /api/reviews/sellers or /api/reviews/site, in words: on the field it concerns, or for the form. */
export function reviewFailure(error: unknown, kind: ReviewKind, text: string): ReviewFailure {
  const outcome = readServerError(error, ['stars', 'text']);
  const body = error instanceof HttpError ? (error.data as { details?: unknown } | null) : null;
  const details = (body?.details && typeof body.details === 'object' ? body.details : {}) as Record<string, unknown>;
  const refusal = outcome.errorCode ? REFUSALS[outcome.errorCode] : undefined;
  if (refusal) return { fields: {}, alert: refusal(kind, details), gone: true };
  if (outcome.errorCode === 'FEATURE_DISABLED')
    return { fields: {}, alert: { id: 'reviews.error.disabled' }, gone: false };
  const fields: ReviewFailure['fields'] = {};
  for (const [field, key] of Object.entries(outcome.fields) as [keyof ReviewValues, string][]) {
    // The server says prohibitedSymbols for a link and for a control character alike: this form tells which.
    if (field === 'text' && key === MESSAGE.prohibitedSymbols)
      fields.text = REVIEW_LINK.test(text) ? TEXT_LINK : TEXT_CHARSET;
    else if (field === 'stars') fields.stars = STARS_MISSING;
    else fields[field] = key;
  }
  return { fields, alert: outcome.alert, gone: false };
}
