import { sql, type Kysely } from 'kysely';

/**
 * The blog (spec accounts-platform 2.2 storyPage; trading-core 2 header link "blog"): posts, one row per slug and
 * language. A language without its own row of a post is served the English one. Bodies are the FAQ's small markup
 * (modules/support/faq.markup.ts) with "## " headings, rendered to safe nodes by the server, never HTML.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('content').execute();
  await sql`
    CREATE TABLE content.posts (
      slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 80),
      language text NOT NULL CHECK (language IN ('en', 'ru', 'pt', 'tr', 'fr', 'es', 'de', 'it', 'ph')),
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
      summary text NOT NULL CHECK (length(summary) BETWEEN 1 AND 500),
      body text NOT NULL,
      -- A built-in cover art's key (the web app draws it); null: none.
      cover text,
      published_at timestamptz NOT NULL,
      PRIMARY KEY (slug, language)
    )`.execute(db);
  await sql`CREATE INDEX posts_newest ON content.posts (published_at DESC, slug)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('content').cascade().execute();
}
