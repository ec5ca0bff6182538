import { sql, type Kysely } from 'kysely';

/**
 * Buying R$ (spec trading-core 1, 9): the site's bot buys the player's game pass.
 * - bots.flows: kind `game_pass`, with the pass, its price in R$ and how the game credits it (pass_*).
 * - game_world.game_pass_purchases: how the simulated game credits a purchase (at once for a fast pass, 5 to 7
 *   days later for a game pass) and when the player receives the R$.
 * - rbx.orders: one R$ order each, paid from the balance (held until delivery) or a promo prize (paid by nobody).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE bots.flows DROP CONSTRAINT flows_kind_check`.execute(db);
  await sql`ALTER TABLE bots.flows ADD CONSTRAINT flows_kind_check
    CHECK (kind IN ('sync', 'quick_sale', 'withdrawal', 'exchange', 'game_pass'))`.execute(db);
  await sql`ALTER TABLE bots.flows
    ADD COLUMN pass_id text,
    ADD COLUMN pass_robux integer CHECK (pass_robux > 0),
    ADD COLUMN pass_credit text CHECK (pass_credit IN ('instant', 'pending')),
    ADD CONSTRAINT flows_game_pass_check CHECK ((kind = 'game_pass') = (pass_id IS NOT NULL))`.execute(db);

  await sql`ALTER TABLE game_world.game_pass_purchases
    ADD COLUMN credit text NOT NULL DEFAULT 'instant' CHECK (credit IN ('instant', 'pending')),
    ADD COLUMN credited_at timestamptz`.execute(db);
  await sql`UPDATE game_world.game_pass_purchases SET credited_at = created_at`.execute(db);
  await sql`ALTER TABLE game_world.game_pass_purchases ALTER COLUMN credited_at SET NOT NULL`.execute(db);

  await db.schema.createSchema('rbx').execute();
  await sql`
    CREATE TABLE rbx.orders (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      game text NOT NULL,
      method text NOT NULL CHECK (method IN ('fast_pass', 'game_pass')),
      amount integer NOT NULL CHECK (amount BETWEEN 30 AND 5000),
      pass_price integer NOT NULL CHECK (pass_price >= amount),
      pass_id text NOT NULL,
      nickname text NOT NULL,
      payment text NOT NULL CHECK (payment IN ('balance', 'prize')),
      currency text,
      price_minor bigint CHECK (price_minor > 0),
      promo_use_id text UNIQUE,
      flow_id uuid UNIQUE,
      state text NOT NULL DEFAULT 'created' CHECK (state IN ('created', 'pending', 'delivered', 'failed')),
      failure text,
      credited_at timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      ended_at timestamptz,
      CHECK ((payment = 'balance') = (price_minor IS NOT NULL AND currency IS NOT NULL)),
      CHECK ((payment = 'prize') = (promo_use_id IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX orders_user ON rbx.orders (user_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX orders_pending ON rbx.orders (credited_at) WHERE state = 'pending'`.execute(db);
  // A prize order waits for its flow to start (a job starts it); the sweeper finds the ones whose start was lost.
  await sql`CREATE INDEX orders_unstarted ON rbx.orders (created_at) WHERE flow_id IS NULL AND state = 'created'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('rbx').cascade().execute();
  await sql`ALTER TABLE game_world.game_pass_purchases DROP COLUMN credit, DROP COLUMN credited_at`.execute(db);
  await sql`DELETE FROM bots.flow_events WHERE flow_id IN (SELECT id FROM bots.flows WHERE kind = 'game_pass')`.execute(
    db,
  );
  await sql`DELETE FROM bots.flows WHERE kind = 'game_pass'`.execute(db);
  await sql`ALTER TABLE bots.flows DROP CONSTRAINT flows_game_pass_check,
    DROP COLUMN pass_id, DROP COLUMN pass_robux, DROP COLUMN pass_credit`.execute(db);
  await sql`ALTER TABLE bots.flows DROP CONSTRAINT flows_kind_check`.execute(db);
  await sql`ALTER TABLE bots.flows ADD CONSTRAINT flows_kind_check
    CHECK (kind IN ('sync', 'quick_sale', 'withdrawal', 'exchange'))`.execute(db);
}
