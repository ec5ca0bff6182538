import { sql, type Kysely } from 'kysely';

/**
 * Schema `wallet`: a double-entry ledger (accounts, transactions, postings), top-ups and cash-outs.
 *
 * - Every balance change is one ledger transaction with a unique idempotency key; its postings sum
 *   to zero per currency (wallet.post refuses anything else).
 * - User accounts (available, held) keep a running balance that a CHECK keeps at zero or above, so
 *   no code path can overdraw a user. Platform accounts (owner = the nil uuid: fee revenue, fx,
 *   provider clearing, payouts) keep none: their balance is the sum of their postings. A stored
 *   platform balance would be one hot row that every purchase updates, serialising all of them.
 * - wallet.post updates user balances in account-id order, so two transactions touching the same
 *   accounts always lock them in the same order and never deadlock.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('wallet').execute();
  await sql`
    CREATE TABLE wallet.accounts (
      id bigserial PRIMARY KEY,
      owner_id uuid NOT NULL,
      kind text NOT NULL CHECK (kind IN ('available', 'held', 'fee_revenue', 'fx', 'provider_clearing', 'payout_payable')),
      currency text NOT NULL CHECK (currency IN ('usd', 'eur', 'rub')),
      balance bigint,
      CONSTRAINT user_accounts_only_for_users CHECK (
        (owner_id = '00000000-0000-0000-0000-000000000000') = (kind NOT IN ('available', 'held'))),
      CONSTRAINT only_user_accounts_keep_a_balance CHECK (
        (owner_id = '00000000-0000-0000-0000-000000000000') = (balance IS NULL)),
      CONSTRAINT user_balance_never_negative CHECK (balance >= 0),
      UNIQUE (owner_id, kind, currency)
    )`.execute(db);
  await sql`
    CREATE TABLE wallet.transactions (
      id bigserial PRIMARY KEY,
      idempotency_key text NOT NULL UNIQUE,
      kind text NOT NULL,
      reference text NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE wallet.postings (
      transaction_id bigint NOT NULL REFERENCES wallet.transactions (id),
      account_id bigint NOT NULL REFERENCES wallet.accounts (id),
      amount bigint NOT NULL CHECK (amount <> 0),
      PRIMARY KEY (transaction_id, account_id)
    )`.execute(db);
  await sql`CREATE INDEX postings_account ON wallet.postings (account_id)`.execute(db);

  // One round trip per ledger transaction. Returns the transaction id, or null when the key was
  // posted before (a replay changes nothing).
  await sql`
    CREATE FUNCTION wallet.post(p_key text, p_kind text, p_reference text, p_at timestamptz,
                                p_owners uuid[], p_kinds text[], p_currencies text[], p_amounts bigint[])
    RETURNS bigint LANGUAGE plpgsql AS $$
    DECLARE
      tx bigint;
      entry record;
    BEGIN
      IF EXISTS (SELECT 1 FROM unnest(p_currencies, p_amounts) AS t (currency, amount)
                  GROUP BY currency HAVING sum(amount) <> 0) THEN
        RAISE EXCEPTION 'ledger transaction % does not balance', p_key USING ERRCODE = 'check_violation';
      END IF;
      INSERT INTO wallet.transactions (idempotency_key, kind, reference, created_at)
        VALUES (p_key, p_kind, p_reference, p_at)
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING id INTO tx;
      IF tx IS NULL THEN
        RETURN NULL;
      END IF;
      INSERT INTO wallet.accounts (owner_id, kind, currency, balance)
        SELECT DISTINCT t.owner_id, t.kind, t.currency,
               CASE WHEN t.owner_id = '00000000-0000-0000-0000-000000000000' THEN NULL ELSE 0 END
          FROM unnest(p_owners, p_kinds, p_currencies) AS t (owner_id, kind, currency)
         WHERE NOT EXISTS (SELECT 1 FROM wallet.accounts a
                            WHERE a.owner_id = t.owner_id AND a.kind = t.kind AND a.currency = t.currency)
        ON CONFLICT DO NOTHING;
      INSERT INTO wallet.postings (transaction_id, account_id, amount)
        SELECT tx, a.id, sum(t.amount)
          FROM unnest(p_owners, p_kinds, p_currencies, p_amounts) AS t (owner_id, kind, currency, amount)
          JOIN wallet.accounts a ON a.owner_id = t.owner_id AND a.kind = t.kind AND a.currency = t.currency
         GROUP BY a.id
        HAVING sum(t.amount) <> 0;
      FOR entry IN
        SELECT p.account_id, p.amount FROM wallet.postings p JOIN wallet.accounts a ON a.id = p.account_id
         WHERE p.transaction_id = tx AND a.balance IS NOT NULL
         ORDER BY p.account_id
      LOOP
        UPDATE wallet.accounts SET balance = balance + entry.amount WHERE id = entry.account_id;
      END LOOP;
      RETURN tx;
    END $$`.execute(db);

  await sql`
    CREATE TABLE wallet.topups (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL,
      amount_minor bigint NOT NULL CHECK (amount_minor > 0),
      currency text NOT NULL,
      method text NOT NULL,
      status text NOT NULL CHECK (status IN ('created', 'paid', 'failed')),
      provider_payment_id text UNIQUE,
      failure_reason text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      credited_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX topups_user ON wallet.topups (user_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX topups_open ON wallet.topups (created_at) WHERE status = 'created'`.execute(db);
  await sql`CREATE INDEX topups_recent_credit ON wallet.topups (user_id, currency, credited_at) WHERE status = 'paid'`.execute(
    db,
  );

  await sql`
    CREATE TABLE wallet.topup_methods (
      method text PRIMARY KEY,
      available boolean NOT NULL DEFAULT true,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE wallet.cashouts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL,
      method text NOT NULL,
      destination text NOT NULL,
      amount_minor bigint NOT NULL CHECK (amount_minor > 0),
      fee_minor bigint NOT NULL CHECK (fee_minor >= 0 AND fee_minor < amount_minor),
      currency text NOT NULL,
      status text NOT NULL CHECK (status IN ('created', 'on_check', 'paid', 'failed', 'cancelled')),
      note text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX cashouts_user ON wallet.cashouts (user_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX cashouts_status ON wallet.cashouts (status, created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('wallet').cascade().execute();
}
