import { sql, type Kysely } from 'kysely';

/**
 * Card refresh locks with FOR NO KEY UPDATE instead of FOR UPDATE. Inserting a listing takes a
 * KEY SHARE lock on its card (the foreign key), which FOR UPDATE conflicts with: two sellers listing
 * the same variant at once each held KEY SHARE and waited for the other's (deadlock 40P01).
 * NO KEY UPDATE still makes refreshes of one card take turns, and is what the UPDATE takes anyway.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await replaceRefresh(db, 'NO KEY UPDATE');
}

export async function down(db: Kysely<any>): Promise<void> {
  await replaceRefresh(db, 'UPDATE');
}

async function replaceRefresh(db: Kysely<any>, lock: 'UPDATE' | 'NO KEY UPDATE'): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION catalog.refresh_cards(card_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM 1 FROM catalog.cards WHERE id = ANY (card_ids) ORDER BY id FOR ${sql.raw(lock)};
      UPDATE catalog.cards c
         SET count = s.count, min_base = s.min_base, last_listed_at = s.last_listed_at
        FROM (
          SELECT id,
                 (SELECT count(*) FROM catalog.listings l WHERE l.card_id = ids.id)::int AS count,
                 (SELECT min(base_cents) FROM catalog.listings l WHERE l.card_id = ids.id) AS min_base,
                 (SELECT max(listed_at) FROM catalog.listings l WHERE l.card_id = ids.id) AS last_listed_at
            FROM unnest(card_ids) AS ids (id)
        ) s
       WHERE c.id = s.id;
    END $$`.execute(db);
}
