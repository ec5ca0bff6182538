import { sql, type Kysely } from 'kysely';

/**
 * Cards follow their listings incrementally (issue 20 part 1). The trigger recounted every listing of each card it
 * touched (count, min and max over the card's rows: milliseconds on a card with thousands of listings, on every
 * purchase, holding the card's lock). Now a card's count moves by what the statement added and removed; its lowest
 * price and newest listing time are looked up again (the lowest is one probe of listings_card_price) only when a
 * removed listing may have been that lowest or newest one; an update that moves no card, price or listing time (a
 * cart reservation) leaves the cards alone. Cards are still locked in id order first, so the statement that follows
 * sees every listing of a writer it waited for, as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Inline in the trigger, not through a helper taking arrays: the helper's call cost three times its UPDATE.
  await sql`
    CREATE OR REPLACE FUNCTION catalog.listings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM 1 FROM catalog.cards WHERE id IN (SELECT card_id FROM new_rows) ORDER BY id FOR NO KEY UPDATE;
        UPDATE catalog.cards c
           SET count = c.count + d.n, min_base = least(c.min_base, d.low),
               last_listed_at = greatest(c.last_listed_at, d.newest)
          FROM (SELECT card_id, count(*)::int AS n, min(base_cents) AS low, max(listed_at) AS newest
                  FROM new_rows GROUP BY card_id) d
         WHERE c.id = d.card_id;
        PERFORM pg_notify('market_listed', card_id::text) FROM (SELECT DISTINCT card_id FROM new_rows) c;
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM 1 FROM catalog.cards WHERE id IN (SELECT card_id FROM old_rows) ORDER BY id FOR NO KEY UPDATE;
        UPDATE catalog.cards c
           SET count = c.count - d.n,
               min_base = CASE WHEN d.low <= c.min_base
                               THEN (SELECT min(l.base_cents) FROM catalog.listings l WHERE l.card_id = c.id)
                               ELSE c.min_base END,
               last_listed_at = CASE WHEN d.newest >= c.last_listed_at
                                     THEN (SELECT max(l.listed_at) FROM catalog.listings l WHERE l.card_id = c.id)
                                     ELSE c.last_listed_at END
          FROM (SELECT card_id, count(*)::int AS n, min(base_cents) AS low, max(listed_at) AS newest
                  FROM old_rows GROUP BY card_id) d
         WHERE c.id = d.card_id;
      ELSE
        -- What left each card and what came to it (a reprice is both: the old price left, the new one came).
        IF EXISTS (SELECT card_id, base_cents, listed_at FROM new_rows
                   EXCEPT ALL SELECT card_id, base_cents, listed_at FROM old_rows) THEN
          PERFORM 1 FROM catalog.cards WHERE id IN (SELECT card_id FROM new_rows UNION SELECT card_id FROM old_rows)
           ORDER BY id FOR NO KEY UPDATE;
          UPDATE catalog.cards c
             SET count = c.count + d.added - d.removed,
                 min_base = CASE WHEN d.gone_base <= c.min_base
                                 THEN (SELECT min(l.base_cents) FROM catalog.listings l WHERE l.card_id = c.id)
                                 ELSE least(c.min_base, d.come_base) END,
                 last_listed_at = CASE WHEN d.gone_at >= c.last_listed_at
                                       THEN (SELECT max(l.listed_at) FROM catalog.listings l WHERE l.card_id = c.id)
                                       ELSE greatest(c.last_listed_at, d.come_at) END
            FROM (SELECT card_id, sum(added)::int AS added, sum(removed)::int AS removed, min(gone_base) AS gone_base,
                         max(gone_at) AS gone_at, min(come_base) AS come_base, max(come_at) AS come_at
                    FROM (SELECT card_id, 1 AS added, 0 AS removed, NULL::bigint AS gone_base,
                                 NULL::timestamptz AS gone_at, base_cents AS come_base, listed_at AS come_at
                            FROM new_rows
                          UNION ALL
                          SELECT card_id, 0, 1, base_cents, listed_at, NULL, NULL FROM old_rows) x
                   GROUP BY card_id) d
           WHERE c.id = d.card_id;
        END IF;
        PERFORM pg_notify('market_listed', card_id::text) FROM (SELECT DISTINCT card_id FROM new_rows) c;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION catalog.listings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM catalog.refresh_cards(ARRAY(SELECT DISTINCT card_id FROM new_rows ORDER BY 1));
        PERFORM pg_notify('market_listed', card_id::text) FROM (SELECT DISTINCT card_id FROM new_rows) c;
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM catalog.refresh_cards(ARRAY(SELECT DISTINCT card_id FROM old_rows ORDER BY 1));
      ELSE
        PERFORM catalog.refresh_cards(ARRAY(
          SELECT card_id FROM new_rows UNION SELECT card_id FROM old_rows ORDER BY 1));
        PERFORM pg_notify('market_listed', card_id::text) FROM (SELECT DISTINCT card_id FROM new_rows) c;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
}
