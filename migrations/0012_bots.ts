import { sql, type Kysely } from 'kysely';

/**
 * Two schemas of bots/:
 * - `game_world`: the simulated games (an outside system in production): accounts, items, friends,
 *   meetings, trades, game passes, and failures injected for a test or a noisy world.
 * - `bots`: the orchestrator: the fleet of bot accounts and the persisted flows (state machines).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('game_world').execute();
  await sql`
    CREATE TABLE game_world.accounts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      game text NOT NULL,
      nickname text NOT NULL,
      is_bot boolean NOT NULL DEFAULT false,
      level integer NOT NULL DEFAULT 20,
      tutorial_done boolean NOT NULL DEFAULT true,
      trade_license boolean NOT NULL DEFAULT true,
      warnings integer NOT NULL DEFAULT 0,
      banned boolean NOT NULL DEFAULT false,
      session_cookie text NOT NULL UNIQUE,
      cookie_expires_at timestamptz NOT NULL,
      -- How a simulated player behaves ({"manual": true} for one a developer plays by hand).
      behaviour jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX accounts_nickname ON game_world.accounts (game, lower(nickname))`.execute(db);

  // An item is a row with one owner: moving it is an UPDATE of account_id, so it can never be in two inventories.
  await sql`
    CREATE TABLE game_world.items (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      account_id uuid NOT NULL REFERENCES game_world.accounts (id),
      game text NOT NULL,
      slug text NOT NULL,
      kind text NOT NULL DEFAULT 'item',
      age text,
      level text NOT NULL DEFAULT 'default',
      flyable boolean NOT NULL DEFAULT false,
      rideable boolean NOT NULL DEFAULT false,
      chroma boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX items_account ON game_world.items (account_id)`.execute(db);

  await sql`
    CREATE TABLE game_world.friendships (
      account_id uuid NOT NULL REFERENCES game_world.accounts (id),
      friend_id uuid NOT NULL REFERENCES game_world.accounts (id),
      since timestamptz NOT NULL,
      PRIMARY KEY (account_id, friend_id)
    )`.execute(db);
  await sql`CREATE INDEX friendships_friend ON game_world.friendships (friend_id)`.execute(db);

  // A scripted player's answer is decided when the request arrives (decision, decide_at) and seen once due.
  await sql`
    CREATE TABLE game_world.friend_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      from_id uuid NOT NULL REFERENCES game_world.accounts (id),
      to_id uuid NOT NULL REFERENCES game_world.accounts (id),
      state text NOT NULL DEFAULT 'pending',
      decision text,
      decide_at timestamptz,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX friend_requests_pending ON game_world.friend_requests (from_id, to_id) WHERE state = 'pending'`.execute(
    db,
  );
  await sql`CREATE INDEX friend_requests_to ON game_world.friend_requests (to_id) WHERE state = 'pending'`.execute(db);

  await sql`
    CREATE TABLE game_world.meetings (
      key text PRIMARY KEY,
      bot_id uuid NOT NULL REFERENCES game_world.accounts (id),
      player_id uuid NOT NULL REFERENCES game_world.accounts (id),
      failure text,
      created_at timestamptz NOT NULL
    )`.execute(db);

  await sql`
    CREATE TABLE game_world.trades (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      key text NOT NULL UNIQUE,
      game text NOT NULL,
      bot_id uuid NOT NULL REFERENCES game_world.accounts (id),
      player_id uuid NOT NULL REFERENCES game_world.accounts (id),
      state text NOT NULL DEFAULT 'open',
      failure text,
      wants_food boolean NOT NULL DEFAULT false,
      decision text,
      decide_at timestamptz,
      changed_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL,
      closed_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX trades_open ON game_world.trades (player_id) WHERE state = 'open'`.execute(db);
  await sql`
    CREATE TABLE game_world.trade_items (
      trade_id uuid NOT NULL REFERENCES game_world.trades (id),
      item_id uuid NOT NULL REFERENCES game_world.items (id),
      side text NOT NULL CHECK (side IN ('bot', 'player')),
      PRIMARY KEY (trade_id, item_id)
    )`.execute(db);

  await sql`
    CREATE TABLE game_world.game_passes (
      id text PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES game_world.accounts (id),
      robux integer NOT NULL CHECK (robux > 0),
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE game_world.game_pass_purchases (
      key text PRIMARY KEY,
      pass_id text NOT NULL REFERENCES game_world.game_passes (id),
      robux integer NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);

  // "The next trade of this account fails with 504": consumed once, by whichever process gets there first.
  await sql`
    CREATE TABLE game_world.injected_failures (
      id bigserial PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES game_world.accounts (id),
      at_step text NOT NULL,
      failure text NOT NULL,
      created_at timestamptz NOT NULL,
      consumed_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX injected_failures_open ON game_world.injected_failures (account_id, at_step) WHERE consumed_at IS NULL`.execute(
    db,
  );

  await db.schema.createSchema('bots').execute();
  await sql`
    CREATE TABLE bots.fleet (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      game text NOT NULL,
      account_id uuid NOT NULL UNIQUE,
      nickname text NOT NULL,
      health text NOT NULL DEFAULT 'ok' CHECK (health IN ('ok', 'friend_list_full', 'banned', 'broken')),
      capacity integer NOT NULL CHECK (capacity > 0),
      active integer NOT NULL DEFAULT 0 CHECK (active >= 0),
      assigned_total bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX fleet_free ON bots.fleet (game, active) WHERE health = 'ok'`.execute(db);

  await sql`
    CREATE TABLE bots.flows (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL CHECK (kind IN ('sync', 'deposit', 'withdrawal')),
      game text NOT NULL,
      user_id text NOT NULL,
      player_account_id uuid NOT NULL,
      player_nickname text NOT NULL,
      items uuid[] NOT NULL DEFAULT '{}',
      state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'finished', 'failed', 'expired', 'cancelled')),
      stage text NOT NULL,
      step text NOT NULL,
      version integer NOT NULL DEFAULT 0,
      fleet_bot_id uuid REFERENCES bots.fleet (id),
      bot_account_id uuid,
      delayed boolean NOT NULL DEFAULT false,
      needs_ready boolean NOT NULL DEFAULT false,
      ready_at timestamptz,
      friend_request_sent boolean NOT NULL DEFAULT false,
      attempt integer NOT NULL DEFAULT 0,
      bot_switches integer NOT NULL DEFAULT 0,
      trade_id uuid,
      stage_deadline timestamptz,
      wake_at timestamptz NOT NULL,
      code text,
      reason text,
      result jsonb,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      ended_at timestamptz
    )`.execute(db);
  // One active trade per user (trade creation code 10), race-proof.
  await sql`CREATE UNIQUE INDEX flows_one_active_per_user ON bots.flows (user_id) WHERE state = 'active'`.execute(db);
  await sql`CREATE INDEX flows_user_created ON bots.flows (user_id, created_at)`.execute(db);
  await sql`CREATE INDEX flows_waiting_for_bot ON bots.flows (game, created_at) WHERE state = 'active' AND stage = 'searching_bot'`.execute(
    db,
  );
  await sql`CREATE INDEX flows_active_wake ON bots.flows (wake_at) WHERE state = 'active'`.execute(db);

  await sql`
    CREATE TABLE bots.flow_events (
      id bigserial PRIMARY KEY,
      flow_id uuid NOT NULL REFERENCES bots.flows (id),
      user_id text NOT NULL,
      type text NOT NULL,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX flow_events_flow ON bots.flow_events (flow_id, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('bots').cascade().execute();
  await db.schema.dropSchema('game_world').cascade().execute();
}
