import type { ColumnType, Generated } from 'kysely';
import type { FaqBlock } from './faq.schemas';

/** One article in one language, rendered (values filled in), with what search reads (migration 0026). */
export interface FaqArticlesTable {
  lang: string;
  id: string;
  section: string;
  position: number;
  title: string;
  body: ColumnType<FaqBlock[], string, string>;
  /** The body as plain text: the snippets quote it. */
  plain: string;
  /** The language's text search configuration (english, russian... simple for Filipino). */
  search_config: string;
  /** sha256 of what the row holds: a start rewrites only the rows whose content changed. */
  digest: string;
  /** Title (weight A) and text (weight B), stemmed in the language's configuration, and unstemmed (`simple`). */
  search: Generated<string>;
  search_simple: Generated<string>;
}

/** The words of each language's articles: typos in a query are corrected to the nearest of them (pg_trgm). */
export interface FaqWordsTable {
  lang: string;
  word: string;
}

/** How often each article was opened, over all languages: the popular questions. */
export interface FaqViewsTable {
  article_id: string;
  views: ColumnType<string, number, number>;
}

export interface FaqTables {
  'support.faq_articles': FaqArticlesTable;
  'support.faq_words': FaqWordsTable;
  'support.faq_views': FaqViewsTable;
}
