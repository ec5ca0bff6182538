import { sql, type Kysely } from 'kysely';

/**
 * wallet.post updates user balances before inserting the postings. Inserting first took a KEY SHARE
 * lock on each account (the postings' foreign key) while another transaction could hold the row for
 * update; the later UPDATE then built a multixact with two updating members, which PostgreSQL
 * refuses ("new multixact has more than one updating member"), seen under the property test's load.
 * Updating first means a transaction holds the row for update before its foreign-key check touches it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION wallet.post(p_key text, p_kind text, p_reference text, p_at timestamptz,
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
      -- User balances first, in account-id order (no deadlocks), then the postings.
      FOR entry IN
        SELECT a.id, sum(t.amount) AS amount
          FROM unnest(p_owners, p_kinds, p_currencies, p_amounts) AS t (owner_id, kind, currency, amount)
          JOIN wallet.accounts a ON a.owner_id = t.owner_id AND a.kind = t.kind AND a.currency = t.currency
         WHERE a.balance IS NOT NULL
         GROUP BY a.id HAVING sum(t.amount) <> 0
         ORDER BY a.id
      LOOP
        UPDATE wallet.accounts SET balance = balance + entry.amount WHERE id = entry.id;
      END LOOP;
      INSERT INTO wallet.postings (transaction_id, account_id, amount)
        SELECT tx, a.id, sum(t.amount)
          FROM unnest(p_owners, p_kinds, p_currencies, p_amounts) AS t (owner_id, kind, currency, amount)
          JOIN wallet.accounts a ON a.owner_id = t.owner_id AND a.kind = t.kind AND a.currency = t.currency
         GROUP BY a.id
        HAVING sum(t.amount) <> 0;
      RETURN tx;
    END $$`.execute(db);
}

export async function down(): Promise<void> {
  // The earlier body is in 0008_wallet.ts; going back is not needed for a lock-order change.
}
