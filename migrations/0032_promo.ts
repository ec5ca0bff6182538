import { sql, type Kysely } from 'kysely';

/**
 * Promotions (spec accounts-platform 3, 5, 7, 8; trading-core 2, 9): promo codes of the two prize systems and the
 * users' activations of them (subscriptions), free spins and the provably fair wheel, the daily giveaway and the
 * advent calendar. A prize is one row here; the money or the item it gives moves through the wallet and orders.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('promo').execute();
  await sql`
    CREATE TABLE promo.codes (
      code text NOT NULL CHECK (code = upper(code) AND length(code) BETWEEN 3 AND 32),
      system text NOT NULL CHECK (system IN ('item', 'rbx')),
      -- The item system gives free spins, the R$ system an amount of R$.
      spins integer NOT NULL DEFAULT 0,
      rbx integer NOT NULL DEFAULT 0,
      max_uses integer CHECK (max_uses > 0),
      uses integer NOT NULL DEFAULT 0 CHECK (max_uses IS NULL OR uses <= max_uses),
      expires_at timestamptz,
      -- Two-letter countries (lowercase) it is offered in; null: everywhere.
      countries text[],
      created_at timestamptz NOT NULL,
      PRIMARY KEY (code, system),
      CHECK ((system = 'item' AND spins > 0 AND rbx = 0) OR (system = 'rbx' AND rbx BETWEEN 30 AND 5000 AND spins = 0))
    )`.execute(db);
  await sql`
    CREATE TABLE promo.subscriptions (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      code text NOT NULL,
      system text NOT NULL,
      spins integer NOT NULL,
      rbx integer NOT NULL,
      created_at timestamptz NOT NULL,
      -- A code is used once per user, whichever system it was used in.
      UNIQUE (user_id, code)
    )`.execute(db);
  await sql`CREATE INDEX subscriptions_latest ON promo.subscriptions (user_id, created_at DESC)`.execute(db);
  await sql`
    CREATE TABLE promo.spin_credits (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      source text NOT NULL CHECK (source IN ('code', 'advent', 'spin')),
      -- What gave it (a subscription and its spin number, an advent door): giving twice gives once.
      source_id text NOT NULL,
      created_at timestamptz NOT NULL,
      spin_id uuid UNIQUE,
      UNIQUE (user_id, source, source_id)
    )`.execute(db);
  await sql`CREATE INDEX spin_credits_unused ON promo.spin_credits (user_id, created_at) WHERE spin_id IS NULL`.execute(
    db,
  );
  await sql`
    CREATE TABLE promo.wheel_seeds (
      user_id uuid PRIMARY KEY,
      server_seed text NOT NULL,
      server_seed_hash text NOT NULL,
      client_seed text NOT NULL,
      nonce integer NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE promo.spins (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      credit_id uuid NOT NULL UNIQUE REFERENCES promo.spin_credits (id),
      nonce integer NOT NULL,
      server_seed text NOT NULL,
      server_seed_hash text NOT NULL,
      client_seed text NOT NULL,
      roll text NOT NULL,
      segment integer NOT NULL,
      prize jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      UNIQUE (user_id, nonce)
    )`.execute(db);
  await sql`
    CREATE TABLE promo.rbx_prizes (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      amount integer NOT NULL CHECK (amount BETWEEN 30 AND 5000),
      source text NOT NULL CHECK (source IN ('code', 'spin')),
      source_id uuid NOT NULL,
      created_at timestamptz NOT NULL,
      order_id uuid,
      claimed_at timestamptz,
      UNIQUE (source, source_id)
    )`.execute(db);
  await sql`
    CREATE TABLE promo.giveaways (
      -- The UTC day it is drawn for, YYYY-MM-DD.
      day text PRIMARY KEY CHECK (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      seed text NOT NULL,
      seed_hash text NOT NULL,
      prize jsonb NOT NULL,
      draws_at timestamptz NOT NULL,
      drawn_at timestamptz,
      entries integer,
      entries_digest text,
      roll text,
      winner_id uuid
    )`.execute(db);
  await sql`
    CREATE TABLE promo.giveaway_entries (
      day text NOT NULL REFERENCES promo.giveaways (day),
      -- Numbered in joining order: the draw's digest lists the entries by it.
      number integer NOT NULL,
      user_id uuid NOT NULL,
      joined_at timestamptz NOT NULL,
      PRIMARY KEY (day, user_id),
      UNIQUE (day, number)
    )`.execute(db);
  await sql`
    CREATE TABLE promo.advent_doors (
      user_id uuid NOT NULL,
      year integer NOT NULL,
      door integer NOT NULL CHECK (door BETWEEN 1 AND 24),
      prize jsonb NOT NULL,
      opened_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, year, door)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('promo').cascade().execute();
}
