import { sql, type Kysely } from 'kysely';

/**
 * The market with a large stock (`npm run bench -- market`, 1,000,000 listings on ~20,000 cards).
 *
 * 1. Price-ordered indexes per level, rarity and type. Cheapest-first walks cards_price and filters;
 *    when the filter picks the expensive cards (neon, mega neon, legendary) or a small category
 *    (eggs, potions) that walk went through most of the index before finding a page (4-5 ms instead of
 *    0.2). MarketRepo writes a one-value filter as `column = value`, so these serve the filter and
 *    the order at once, and their (game, column) prefix serves bitmap scans for the other sorts.
 *
 * 2. A seller's page groups the seller's listings by card: with base_cents and listed_at in the
 *    (seller_id, card_id) index that is an index-only scan instead of visiting a heap page per
 *    listing (the biggest bench seller, 15,000 listings: 9,000 pages and ~30 ms before, ~15 ms after).
 *    It replaces listings_seller_card, its prefix.
 *
 * 3. catalog.item_search_candidates(game, query): the items that may match a search, found through
 *    the trigram and full-text GIN indexes instead of scoring every item of the game. pg_trgm's
 *    index operators compare against session thresholds (word similarity 0.6 by default, above the
 *    search's 0.35), so the function sets both thresholds to 0.3 for itself: a superset of what any
 *    threshold >= 0.3 accepts. ItemsRepo.search scores the candidates exactly as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['level', 'rarity', 'type']) {
    await sql
      .raw(`CREATE INDEX cards_${column}_price ON catalog.cards (game, ${column}, min_base, id) WHERE count > 0`)
      .execute(db);
  }
  await sql`CREATE INDEX listings_seller_cover ON catalog.listings (seller_id, card_id) INCLUDE (base_cents, listed_at)`.execute(
    db,
  );
  await sql`DROP INDEX catalog.listings_seller_card`.execute(db);
  await sql`
    CREATE FUNCTION catalog.item_search_candidates(p_game text, p_query text) RETURNS SETOF catalog.items
    LANGUAGE sql STABLE ROWS 20
    SET pg_trgm.similarity_threshold = 0.3
    SET pg_trgm.word_similarity_threshold = 0.3
    -- The planner would rather compute similarities for every item than use the GIN indexes: no
    -- sequential scan, and the game filtered after the name (OFFSET 0), not through (game, slug).
    SET enable_seqscan = off
    AS $$
      SELECT * FROM (
        SELECT * FROM catalog.items
         WHERE p_query <% lower(name) OR p_query % lower(name)
            OR search @@ plainto_tsquery('simple', p_query) OR lower(name) LIKE '%' || p_query || '%'
        OFFSET 0
      ) candidates
      WHERE game = p_game
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP FUNCTION catalog.item_search_candidates(text, text)`.execute(db);
  await sql`CREATE INDEX listings_seller_card ON catalog.listings (seller_id, card_id)`.execute(db);
  await sql`DROP INDEX catalog.listings_seller_cover`.execute(db);
  for (const column of ['level', 'rarity', 'type'])
    await sql.raw(`DROP INDEX catalog.cards_${column}_price`).execute(db);
}
