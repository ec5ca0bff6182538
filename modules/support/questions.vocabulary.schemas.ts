// Pure and without yup: the words and limits of support questions (spec trading-core 3, 4, 5, 9), shared by the
// server and the web app's forms.

/** The newer category list (spec trading-core 3). */
export const QUESTION_CATEGORIES = [
  'bots',
  'payments',
  'bugs',
  'auth',
  'rating',
  'freeze',
  'inventory_sync',
  'link_account',
  'sales_problems',
  'purchase_problems',
  'other',
] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

/** Spec trading-core 4: open (nobody took it), in process (support answered), waiting for operator (the asker wrote since), closed. */
export const QUESTION_STATUSES = ['open', 'inProcess', 'waitingForOperator', 'closed'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

/** The list's filters (spec trading-core 2): in progress is support's answered and the asker's waiting ones. */
export const QUESTION_FILTERS = ['all', 'inProcess', 'open', 'closed'] as const;
export type QuestionFilter = (typeof QUESTION_FILTERS)[number];

/** Feedback reasons of a rating: liked (4-5 stars) and disliked (1-3). */
export const LIKED_REASONS = ['POLITENESS', 'ANSWER_SPEED', 'ATTENTIVENESS', 'QUESTION_SOLVED'] as const;
export const DISLIKED_REASONS = ['POLITENESS', 'ANSWER_SPEED', 'PROBLEM_NOT_SOLVED'] as const;
export const LIKED_FROM_STARS = 4;

/** Spec trading-core 4, 9: the asker sends at most this many messages between support's answers. */
export const COMMENTS_BETWEEN_ANSWERS = 3;
/** Spec trading-core 5, 9: files or images per message. */
export const FILES_PER_MESSAGE = 3;
/** Questions a user or an e-mail may have open (not closed) at once (decided; the spec leaves {count} open). */
export const ACTIVE_QUESTIONS_MAX = 5;
/** A message's text at most (MESSAGE_TOO_LONG beyond). */
export const MESSAGE_MAX = 2000;
export const TITLE_MIN = 5;
export const TITLE_MAX = 100;
export const NAME_MAX = 50;
/** An attachment's size at most, in bytes. */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Spec trading-core 5: only English letters, digits and symbols (printable ASCII). */
export const ENGLISH_ONLY = /^[\x20-\x7E]*$/;
/** Spec trading-core 5: the date format DD/mm/yyyy. */
export const DATE_DMY = /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/;

/** Socket notification to the asker (and the operators' desk) when a question changes. */
export const QUESTION_CHANGED = 'QUESTION_CHANGED';
/** Socket room kind a question's page joins (by its id, and its key for a visitor). */
export const QUESTION_ROOM = 'supportQuestion';
