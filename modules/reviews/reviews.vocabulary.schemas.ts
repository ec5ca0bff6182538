// Pure and without yup: the rules of reviews, shared by the server and the web app's forms.

/** A review's text: at most this many characters (an empty text is allowed: the stars say enough). */
export const REVIEW_TEXT_MAX = 500;
/** A buyer may review a seller this many days after the deal completed. */
export const REVIEW_WINDOW_DAYS = 30;
/** Reviews per page. */
export const REVIEWS_PAGE_SIZE = 20;

/** No control characters (any language's letters, digits, punctuation and emoji are fine). */
export const REVIEW_CHARSET = /^[^\p{Cc}\p{Cs}]*$/u;
/** No links: a review is about a deal, not an advertisement. */
export const REVIEW_LINK = /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|ru|io|gg|xyz)\b)/i;
