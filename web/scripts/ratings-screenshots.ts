// Screenshots of the profile's ratings tab (/profile/ratings) and of the rating blocks' words where they surface,
// against a running development server with demo data:
//   npm run build && PORT=3100 node --import tsx src/main.ts
//   BASE_URL=http://localhost:3100 DATABASE_URL=postgres://tradehall:tradehall@127.0.0.1:54329/tradehall \
//     npx tsx web/scripts/ratings-screenshots.ts
// There is no public API that moves a rating: the script records rating events for a fresh user straight into
// ratings.events (as the trade loop would) and waits for the server's sweep to score them (it scores events older
// than 30 s, once a minute: up to ~100 s). The buyer falls past the warning (to 64), the seller past the warning and
// the 24-hour and 3-day blocks (to 31), then climbs back a little. Writes PNGs to
// test/artifacts/ratings/ at 375 and 1440 px, light and dark (and one in Russian). A new user's empty tab, the user
// menu's unread count, and the cart's and the seller pages' block refusals (answered by the script) are shot too.
// ONLY=<name prefix> limits the run.
import { join } from 'node:path';
import pg from 'pg';
import {
  api,
  base,
  only,
  refuse,
  registerFresh,
  root,
  scrollTo,
  type ShotOptions,
  shootAll,
  type Tokens,
  waitUntil,
  withBrowser,
} from './common-screenshots';

const outDir = join(root, 'test/artifacts/ratings');
const PAGE = '/profile/ratings';
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://tradehall:tradehall@127.0.0.1:54329/tradehall';

interface RatingsView {
  buyer: { rating: number };
  seller: { rating: number };
  unread: number;
}

const userIdOf = async (tokens: Tokens): Promise<string> =>
  (await api<{ user_id: string }>('GET', '/api/user/profile', undefined, tokens.access_token)).data.user_id;

/** Records rating events a minute in the past (so the sweep scores them at its next run), oldest first. */
async function recordEvents(userId: string, events: [role: string, reason: string, count: number][]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const start = Date.now() - 60 * 60_000;
    for (const [i, [role, reason, count]] of events.entries()) {
      await client.query(
        'INSERT INTO ratings.events (key, user_id, role, reason, count, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [`screenshots:${userId}:${i}`, userId, role, reason, count, new Date(start + i * 60_000)],
      );
    }
  } finally {
    await client.end();
  }
}

const ratingsOf = async (tokens: Tokens) =>
  (await api<RatingsView>('GET', '/api/ratings', undefined, tokens.access_token)).data;

const COOKIE_FIELD = '#link-form textarea, #link-form input[name="cookie"]';

/** The connected accounts page, its link form refused with SELLER_IS_BLOCKED and these details. */
function linkRefused(name: string, tokens: Tokens, details: { kind: string; until: string | null }): ShotOptions {
  return {
    name,
    path: '/profile/trade/connected',
    tokens,
    intercept: refuse(/\/api\/\w+\/accounts$/, 403, 'SELLER_IS_BLOCKED', 'Selling is blocked', details),
    act: async (p) => {
      await p.waitForSelector(COOKIE_FIELD, { timeout: 20_000 });
      await p.type(COOKIE_FIELD, `_|WARNING:-DO-NOT-SHARE-THIS.${'A'.repeat(40)}`);
      await p.click('#link-form button[type="submit"]');
      await p.waitForSelector('#link-error', { timeout: 10_000 });
    },
  };
}

async function main() {
  // A fresh user: the empty tab, as everybody starts.
  const fresh = await registerFresh('rated');
  // A user whose ratings fell: the buyer past 70, the seller past 60, 50 and 40, then back up a bit.
  const fallen = await registerFresh('fallen');
  const userId = await userIdOf(fallen);
  if (!only || only.startsWith('ratings') || only.startsWith('notices') || only.startsWith('history')) {
    await recordEvents(userId, [
      ['buyer', 'item_collected', 2],
      ['buyer', 'trade_failed', 6],
      ['buyer', 'offer_cancelled', 6],
      ['buyer', 'trade_failed', 6],
      ['seller', 'sale_completed', 4],
      ['seller', 'items_missing', 6],
      ['seller', 'too_many_friends', 1],
      ['seller', 'sale_completed', 8],
    ]);
    console.log('waiting for the sweep to score the events (up to ~100 s)...');
    await waitUntil(
      () => ratingsOf(fallen),
      (r) => r.seller.rating < 70 && r.buyer.rating < 80,
      'the ratings to be scored',
    );
  }

  const waitCards = async (p: import('puppeteer-core').Page) =>
    void (await p.waitForSelector('#ratings-seller', { timeout: 20_000 }));

  await withBrowser(outDir, async (browser) => {
    await shootAll(browser, outDir, { name: 'ratings-fresh', path: PAGE, tokens: fresh, act: waitCards });
    await shootAll(browser, outDir, { name: 'ratings', path: PAGE, tokens: fallen, act: waitCards }, [
      ['ru', 375, 'light'],
    ]);
    await shootAll(browser, outDir, {
      name: 'notices',
      path: PAGE,
      tokens: fallen,
      act: async (p) => {
        await waitCards(p);
        await scrollTo(p, '.ratings-notices');
      },
    });
    await shootAll(browser, outDir, {
      name: 'history',
      path: PAGE,
      tokens: fallen,
      act: async (p) => {
        await p.waitForSelector('.data-table--ratings', { timeout: 20_000 });
        await scrollTo(p, '.ratings-history');
      },
    });
    await shootAll(browser, outDir, {
      name: 'ladder-open',
      path: PAGE,
      tokens: fallen,
      act: async (p) => {
        await waitCards(p);
        await p.$$eval('.ratings-ladder__all', (all) => {
          for (const d of all) (d as HTMLDetailsElement).open = true;
        });
        await scrollTo(p, '#ratings-seller');
      },
    });
    await shootAll(browser, outDir, {
      name: 'menu',
      path: '/profile',
      tokens: fallen,
      act: async (p) => {
        await p.waitForSelector('#user-menu-unread', { timeout: 20_000 });
        await p.click('#user-menu-button');
        await p.waitForSelector('[role="menu"]');
      },
    });
    // The block refusals, answered by the script as the server words them: linking an account (the seller).
    const until = new Date(Date.now() + 26 * 60 * 60_000).toISOString();
    await shootAll(browser, outDir, linkRefused('blocked-link', fresh, { kind: 'block', until }));
    await shootAll(browser, outDir, linkRefused('blocked-closed', fresh, { kind: 'sales_access_lost', until: null }));
  });
  console.log(`done: ${outDir} (${base})`);
}

await main();
