// Purchase baseline for `npm run bench -- buy`: a plain Express 5 app doing the purchase the naive way,
// raw SQL through its own pg Pool, no auth, no validation, no logging. POST /buy with
// `{ buyerId, currency, items: [{ offerId, price }] }` (only the first item is bought), in ONE transaction:
//   1. reserve: DELETE the listing (RETURNING it); 404 when it was not there
//   2. debit the buyer's available balance, refusing to go below zero (400 when it would)
//   3. credit the seller's held balance with the price after the fee (upsert)
//   4. insert the purchase row (orders.purchases)
// The DELETE fires the same statement trigger on catalog.listings as the real path (it refreshes the
// card), because it is the same table. Env: DATABASE_URL, POOL_MAX. Prints "BASELINE_LISTENING <url>".
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import express from 'express';
import pg from 'pg';
import { sellerReceives } from '../../modules/market/market.schemas';
import type { Currency } from '../../kernel';

const connectionString = process.env.DATABASE_URL;
if (!connectionString) {
  console.error('DATABASE_URL is required');
  process.exit(2);
}
const pool = new pg.Pool({
  connectionString,
  max: Number(process.env.POOL_MAX ?? 10),
  application_name: 'tradehall-bench-baseline',
});
pool.on('error', () => undefined);

class Refused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

const app = express();
app.disable('x-powered-by');
app.use(express.json());
app.post('/buy', async (req, res) => {
  const { buyerId, currency, items } = req.body as { buyerId: string; currency: string; items: { offerId: string }[] };
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const taken = await client.query<{
      seller_id: string;
      game: string;
      price_minor: string;
      currency: string;
      base_cents: string;
    }>(
      'DELETE FROM catalog.listings WHERE inventory_item_id = $1 RETURNING seller_id, game, price_minor, currency, base_cents',
      [items[0]!.offerId],
    );
    const listing = taken.rows[0];
    if (!listing) throw new Refused(404, 'NOT_FOUND');
    // The buyers pay in US dollars here, whose rate is 1: the charge is the listing's base (US cent) price.
    const charge = Number(listing.base_cents);
    const debited = await client.query(
      `UPDATE wallet.accounts SET balance = balance - $2
        WHERE owner_id = $1 AND kind = 'available' AND currency = $3 AND balance >= $2`,
      [buyerId, charge, currency],
    );
    if (debited.rowCount !== 1) throw new Refused(400, 'INVALID_USER_BALANCE');
    await client.query(
      `INSERT INTO wallet.accounts (owner_id, kind, currency, balance) VALUES ($1, 'held', $2, $3)
       ON CONFLICT (owner_id, kind, currency) DO UPDATE SET balance = wallet.accounts.balance + EXCLUDED.balance`,
      [listing.seller_id, listing.currency, sellerReceives(Number(listing.price_minor), listing.currency as Currency)],
    );
    const purchaseId = randomUUID();
    await client.query(
      `INSERT INTO orders.purchases (id, buyer_id, game, currency, total_minor, created_at, collect_by)
       VALUES ($1, $2, $3, $4, $5, now(), now() + interval '60 minutes')`,
      [purchaseId, buyerId, listing.game, currency, charge],
    );
    await client.query('COMMIT');
    res.json({ purchaseId, total: { amount: charge, currency } });
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    if (err instanceof Refused) res.status(err.status).json({ errorCode: err.code });
    else res.status(500).json({ errorCode: 'INTERNAL', message: String((err as Error).message) });
  } finally {
    client.release();
  }
});

const server = app.listen(0, '127.0.0.1', () => {
  console.log(`BASELINE_LISTENING http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close(() => {
    pool.end().finally(() => process.exit(0));
  });
  server.closeAllConnections();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
