import { sql, type Kysely } from 'kysely';

/**
 * The FAQ of the support area (spec trading-core 2 "Help", 3 "Support": an FAQ with search and popular questions).
 * The schema `support` is shared with the questions and the chat (0027 and later create their own tables in it).
 *
 * - faq_articles: one row per article and language, rendered from modules/support/faq-content at every start. Its
 *   search columns are generated: the title weighs A and the text B, in the language's text search configuration
 *   (stemmed: "freezing" finds "freeze") and in `simple` (unstemmed: a word typed halfway still matches).
 * - faq_words: each language's words, trigram-indexed, to correct a typo to the nearest word (pg_trgm, 0004).
 * - faq_views: how often each article was opened, one counter per article.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE SCHEMA IF NOT EXISTS support`.execute(db);
  await sql`
    CREATE TABLE support.faq_articles (
      lang text NOT NULL,
      id text NOT NULL,
      section text NOT NULL,
      position smallint NOT NULL,
      title text NOT NULL,
      body jsonb NOT NULL,
      plain text NOT NULL,
      search_config regconfig NOT NULL,
      digest text NOT NULL,
      search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector(search_config, title), 'A') || setweight(to_tsvector(search_config, plain), 'B')
      ) STORED,
      search_simple tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, plain), 'B')
      ) STORED,
      PRIMARY KEY (lang, id)
    )`.execute(db);
  await sql`CREATE INDEX faq_articles_search ON support.faq_articles USING gin (search)`.execute(db);
  await sql`CREATE INDEX faq_articles_search_simple ON support.faq_articles USING gin (search_simple)`.execute(db);
  await sql`
    CREATE TABLE support.faq_words (
      lang text NOT NULL,
      word text NOT NULL,
      PRIMARY KEY (lang, word)
    )`.execute(db);
  await sql`CREATE INDEX faq_words_trgm ON support.faq_words USING gin (word gin_trgm_ops)`.execute(db);
  await sql`
    CREATE TABLE support.faq_views (
      article_id text PRIMARY KEY,
      views bigint NOT NULL DEFAULT 0 CHECK (views >= 0)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE support.faq_views, support.faq_words, support.faq_articles`.execute(db);
}
