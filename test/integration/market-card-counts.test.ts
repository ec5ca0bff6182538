import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import pg from 'pg';
import prand from 'pure-rand';
import { freshDatabase } from '../support/database';

/**
 * The cards trigger keeps each card's count, lowest price and newest listing time incrementally (migration 0042):
 * after any mix of listings put on sale, bought, repriced, moved between cards and held in carts, alone and from
 * concurrent transactions, every card reads what a full recount of its listings reads.
 */
describe('market: card counts follow their listings incrementally (issue 20 part 1)', () => {
  let pool: pg.Pool;
  let cardIds: number[];
  const SELLER = randomUUID();

  before(async () => {
    pool = new pg.Pool({ connectionString: await freshDatabase(), max: 8 });
    const { rows } = await pool.query<{ id: number }>(
      `WITH item AS (
         INSERT INTO catalog.items (game, slug, name, type, rarity) VALUES ('adopt', 'counted-pet', 'Counted Pet', 'pet', 'common')
         RETURNING id)
       INSERT INTO catalog.cards (game, item_id, type, rarity, name, age, level, flyable, rideable, chroma)
       SELECT 'adopt', item.id, 'pet', 'common', 'Counted Pet', age, 'default', false, false, false
         FROM item, unnest(ARRAY['newborn', 'junior', 'pre_teen', 'teen']) AS age
       RETURNING id`,
    );
    cardIds = rows.map((r) => r.id);
  });

  after(() => pool.end());

  /** Cards whose stored figures differ from a recount of their listings. */
  async function drift(): Promise<unknown[]> {
    const { rows } = await pool.query(
      `SELECT c.id, c.count, c.min_base, c.last_listed_at, r.count AS real_count, r.min_base AS real_min, r.newest AS real_newest
         FROM catalog.cards c
         CROSS JOIN LATERAL (SELECT count(*)::int AS count, min(base_cents) AS min_base, max(listed_at) AS newest
                               FROM catalog.listings l WHERE l.card_id = c.id) r
        WHERE c.id = ANY ($1::int[])
          AND (c.count <> r.count OR c.min_base IS DISTINCT FROM r.min_base OR c.last_listed_at IS DISTINCT FROM r.newest)`,
      [cardIds],
    );
    return rows;
  }

  async function list(client: pg.Pool | pg.PoolClient, card: number, base: number, at: Date): Promise<string> {
    const id = randomUUID();
    await client.query(
      `INSERT INTO catalog.listings (inventory_item_id, card_id, seller_id, game, price_minor, currency, base_cents, listed_at)
       SELECT $1, id, $2, game, $3, 'usd', $3, $4 FROM catalog.cards WHERE id = $5`,
      [id, SELLER, base, at, card],
    );
    return id;
  }

  it('a purchase of the cheapest and of the newest listing, a reprice, a move and a cart hold keep every card exact', async () => {
    const [a, b] = cardIds as [number, number];
    const t = (m: number) => new Date(Date.UTC(2026, 0, 1, 0, m));
    const cheapest = await list(pool, a, 100, t(1));
    await list(pool, a, 300, t(2));
    const newest = await list(pool, a, 200, t(3));
    expect(await drift()).to.deep.equal([]);
    await pool.query(`DELETE FROM catalog.listings WHERE inventory_item_id = $1`, [cheapest]);
    await pool.query(`DELETE FROM catalog.listings WHERE inventory_item_id = $1`, [newest]);
    const { rows } = await pool.query(`SELECT count, min_base, last_listed_at FROM catalog.cards WHERE id = $1`, [a]);
    expect(rows[0]).to.deep.equal({ count: 1, min_base: '300', last_listed_at: t(2) });
    await pool.query(`UPDATE catalog.listings SET base_cents = 50, price_minor = 50 WHERE card_id = $1`, [a]);
    await pool.query(`UPDATE catalog.listings SET reserved_by = $1, reserved_until = now() WHERE card_id = $2`, [
      SELLER,
      a,
    ]);
    await pool.query(`UPDATE catalog.listings SET card_id = $1 WHERE card_id = $2`, [b, a]);
    expect(await drift()).to.deep.equal([]);
    const { rows: emptied } = await pool.query(
      `SELECT count, min_base, last_listed_at FROM catalog.cards WHERE id = $1`,
      [a],
    );
    expect(emptied[0]).to.deep.equal({ count: 0, min_base: null, last_listed_at: null });
  });

  it('400 random changes from 8 concurrent transactions (some rolled back) leave every card equal to its recount', async () => {
    const rng = prand.xoroshiro128plus(20);
    const pick = (n: number) => prand.unsafeUniformIntDistribution(0, n - 1, rng);
    const workers = Array.from({ length: 8 }, async () => {
      for (let step = 0; step < 50; step++) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const card = cardIds[pick(cardIds.length)]!;
          const at = new Date(Date.UTC(2026, 0, 1) + pick(100_000) * 1000);
          switch (pick(4)) {
            case 0:
              await list(client, card, 1 + pick(1000), at);
              await list(client, card, 1 + pick(1000), at);
              break;
            case 1: // a buyer takes the cheapest (as a purchase does)
              await client.query(
                `DELETE FROM catalog.listings WHERE inventory_item_id IN (
                   SELECT inventory_item_id FROM catalog.listings WHERE card_id = $1
                    ORDER BY base_cents, listed_at LIMIT 1 FOR UPDATE SKIP LOCKED)`,
                [card],
              );
              break;
            case 2:
              await client.query(
                `UPDATE catalog.listings SET base_cents = $1, price_minor = $1 WHERE inventory_item_id IN (
                   SELECT inventory_item_id FROM catalog.listings WHERE card_id = $2 LIMIT 2 FOR UPDATE SKIP LOCKED)`,
                [1 + pick(1000), card],
              );
              break;
            default:
              await client.query(
                `UPDATE catalog.listings SET card_id = $1 WHERE inventory_item_id IN (
                   SELECT inventory_item_id FROM catalog.listings WHERE card_id = $2 LIMIT 1 FOR UPDATE SKIP LOCKED)`,
                [cardIds[pick(cardIds.length)], card],
              );
          }
          await client.query(pick(5) === 0 ? 'ROLLBACK' : 'COMMIT');
        } catch (err) {
          await client.query('ROLLBACK');
          if (!['40P01', '40001'].includes((err as { code?: string }).code ?? '')) throw err;
        } finally {
          client.release();
        }
      }
    });
    await Promise.all(workers);
    expect(await drift()).to.deep.equal([]);
    const { rows } = await pool.query(`SELECT sum(count)::int AS n FROM catalog.cards WHERE id = ANY ($1::int[])`, [
      cardIds,
    ]);
    expect(rows[0].n).to.be.greaterThan(0);
  });
});
