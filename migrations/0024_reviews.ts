import { sql, type Kysely } from 'kysely';

/**
 * Reviews (spec trading-core 2: the profile's reviews tab, /reviews; the reviews flag): a buyer's review of a seller
 * after a completed deal, one per purchase and seller; a user's review of the site, one per user.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('reviews').execute();
  await sql`
    CREATE TABLE reviews.seller_reviews (
      id uuid PRIMARY KEY,
      purchase_id uuid NOT NULL,
      seller_id uuid NOT NULL,
      buyer_id uuid NOT NULL,
      stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
      text text NOT NULL,
      created_at timestamptz NOT NULL,
      UNIQUE (purchase_id, seller_id)
    )`.execute(db);
  await sql`CREATE INDEX seller_reviews_seller ON reviews.seller_reviews (seller_id, created_at DESC)`.execute(db);
  await sql`
    CREATE TABLE reviews.site_reviews (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL UNIQUE,
      stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
      text text NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX site_reviews_newest ON reviews.site_reviews (created_at DESC)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('reviews').cascade().execute();
}
