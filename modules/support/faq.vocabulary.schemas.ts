// Pure and without yup: the FAQ's words (spec trading-core 2 "Help", 3 "Support"), shared by the server and the web
// app's help pages: the sections and their order, the anchors the spec links to, the limits of the search, and the
// shapes the API answers (an article's body is a small tree of safe nodes, never HTML).
import type { Language } from '../../kernel';

/** The FAQ's sections in the order the help page shows them; each is an address, /help/faq/{section}. */
export const FAQ_SECTIONS = [
  'buy',
  'withdraw',
  'sell',
  'readyForSell',
  'quickSale',
  'rating',
  'autobuy',
  'money',
  'rbx',
  'security',
] as const;
export type FaqSection = (typeof FAQ_SECTIONS)[number];

export const isFaqSection = (value: unknown): value is FaqSection =>
  typeof value === 'string' && (FAQ_SECTIONS as readonly string[]).includes(value);

/** Each section's articles in order. An article's id is its anchor (/help/faq/{section}#{id}) in every language. */
export const FAQ_ARTICLES = {
  buy: ['howToBuy', 'errorWithBuying', 'cancelPurchase'],
  withdraw: ['collectTime', 'howToCollect', 'withdrawalRefused', 'withdrawalFailed'],
  sell: ['howToSell', 'sellerFee', 'freezeAccount', 'whenPaid'],
  readyForSell: ['linkAccount', 'failedLinkAccount', 'syncInventory', 'syncFailed'],
  quickSale: ['howQuickSale', 'quickSaleFailed', 'howExchange'],
  rating: ['howRatingWorks', 'ratingPoints', 'ratingLadders', 'ratingBlocks'],
  autobuy: ['howAutobuy', 'autobuyHold'],
  money: ['howTopUp', 'cashoutFees', 'cashoutHold'],
  rbx: ['buyRbx', 'howManageGamepass'],
  security: ['passwordRules', 'twoFactor', 'sessions'],
} as const satisfies Record<FaqSection, readonly string[]>;
export type FaqArticleId = (typeof FAQ_ARTICLES)[FaqSection][number];

/** The section an article belongs to (null: no such article). */
export function sectionOfArticle(id: string): FaqSection | null {
  return FAQ_SECTIONS.find((s) => (FAQ_ARTICLES[s] as readonly string[]).includes(id)) ?? null;
}

/** The help anchors the spec names (trading-core 2): each must land on its article. */
export const FAQ_SPEC_ANCHORS = [
  '/help/faq/buy#errorWithBuying',
  '/help/faq/rating',
  '/help/faq/sell#freezeAccount',
  '/help/faq/readyForSell#failedLinkAccount',
  '/help/faq/rbx#howManageGamepass',
] as const;

/** Postgres text search configuration of each language (Filipino has none: `simple`, no stemming). */
export const FAQ_TEXT_SEARCH_CONFIG: Record<Language, string> = {
  en: 'english',
  de: 'german',
  es: 'spanish',
  fr: 'french',
  it: 'italian',
  pt: 'portuguese',
  ru: 'russian',
  tr: 'turkish',
  ph: 'simple',
};

/** A search query: at most this many characters; the web asks from FAQ_QUERY_MIN typed characters on. */
export const FAQ_QUERY_MAX = 100;
export const FAQ_QUERY_MIN = 2;
/** Search results per query, and popular questions on the help page. */
export const FAQ_SEARCH_LIMIT = 8;
export const FAQ_POPULAR_COUNT = 6;
/** An article's id is its anchor: Latin letters only (camelCase, as the spec's errorWithBuying). */
export const FAQ_ID_PATTERN = /^[A-Za-z]{1,48}$/;

// ---- An article's body: blocks of inline nodes, rendered by the web app as elements (no HTML anywhere) ----

export type FaqInline =
  | { type: 'text'; text: string }
  | { type: 'strong'; content: FaqInline[] }
  | { type: 'code'; text: string }
  /** A link inside the app: a path from the root (the web app adds the language prefix), maybe with an anchor. */
  | { type: 'link'; href: string; content: FaqInline[] };

export type FaqBlock =
  | { type: 'paragraph'; content: FaqInline[] }
  | { type: 'list'; ordered: boolean; items: FaqInline[][] }
  /** A table the server generates from the code's constants (the rating ladders, fees, limits); `numeric`: the
   * columns holding numbers (kept narrow, so tables one above the other line up). */
  | { type: 'table'; caption: string; head: string[]; rows: string[][]; numeric: number[] };

/** A text with the parts that matched a search marked (the web app shows them as <mark>). */
export type FaqMarked = Array<{ text: string; mark: boolean }>;

// ---- The API's answers ----

export interface FaqArticleRef {
  id: string;
  section: FaqSection;
  title: string;
}

export interface FaqSectionSummary {
  key: FaqSection;
  title: string;
  description: string;
  articles: FaqArticleRef[];
}

/** GET /api/support/faq: every section with its questions, and the questions opened most. */
export interface FaqIndex {
  lang: Language;
  sections: FaqSectionSummary[];
  popular: FaqArticleRef[];
}

export interface FaqArticle extends FaqArticleRef {
  body: FaqBlock[];
}

/** GET /api/support/faq/{section}: the section's articles, rendered. */
export interface FaqSectionView {
  lang: Language;
  key: FaqSection;
  title: string;
  description: string;
  articles: FaqArticle[];
}

/** How a result matched: its title holds the words, its title is close to what was typed, or its text holds them. */
export type FaqMatch = 'title' | 'similar' | 'body';

export interface FaqSearchHit extends FaqArticleRef {
  match: FaqMatch;
  titleMarked: FaqMarked;
  snippet: FaqMarked;
}

/** GET /api/support/faq/search: ranked results; `corrected` is what was searched when typos were corrected. */
export interface FaqSearchResult {
  lang: Language;
  query: string;
  corrected: string | null;
  results: FaqSearchHit[];
}

/** An address of the help pages for an article: /help/faq/{section}#{id}. */
export const faqArticlePath = (section: FaqSection, id: string): string => `/help/faq/${section}#${id}`;
