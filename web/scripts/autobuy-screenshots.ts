// Screenshots of autopurchases (features/autobuy, shared/autobuy): the add page (/inventory/autobuy) filled in, with
// a bound the server refused, with a balance that does not cover the sum, and with a pet's variant still to pick; the
// profile's list (/profile/autobuy) with open and ended autopurchases, empty, its edit and cancel dialogs, and a fill
// arriving live over the socket; the item page with its order book; the market's cards with their autopurchase
// button. Against a running server with demo data and the autopurchases module:
//   npx vite build --config web/vite.config.ts --outDir /tmp/dist-autobuy --emptyOutDir
//   DATABASE_URL=postgres://tradehall:tradehall@127.0.0.1:54329/tradehall PORT=3103 WEB_DIST=/tmp/dist-autobuy \
//     BOTS_WORKERS=false node --import tsx src/main.ts
//   BASE_URL=http://localhost:3103 npx tsx web/scripts/autobuy-screenshots.ts
// The script registers fresh buyers, tops them up through the simulated provider and sets their autopurchases
// through the API (some buy listings at once, one is cancelled, one is made to run out: its end moved into the past
// in the database, then the server's once-a-minute sweep ends it, so the run waits up to ~70 s). The live fill lists
// an item of the demo seller PetPalace at a buyer's price. Writes PNGs to test/artifacts/autobuy/ at 375 and 1440 px,
// light and dark (and some in Russian). ONLY=<name prefix> limits the run.
import { join } from 'node:path';
import pg from 'pg';
import type { Page } from 'puppeteer-core';
import {
  api,
  base,
  login,
  only,
  openPage,
  pause,
  registerFresh,
  root,
  shootAll,
  type Tokens,
  topUp,
  waitUntil,
  withBrowser,
} from './common-screenshots';

const outDir = join(root, 'test/artifacts/autobuy');
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://tradehall:tradehall@127.0.0.1:54329/tradehall';

interface Variant {
  age: string | null;
  level: string;
  flyable: boolean;
  rideable: boolean;
  chroma: boolean;
}
interface Money {
  amount: number;
  currency: string;
}
interface ItemPage {
  item: { id: number; slug: string; type: string; name: string };
  variants: { cardId: number; variant: Variant; price: Money; count: number; recommended: Money | null }[];
}
interface Autopurchase {
  id: string;
  status: string;
  filled: number;
  quantity: number;
}
interface InventoryItem {
  id: string;
  itemId: number;
  slug: string;
  type: string;
  variant: Variant;
  status: string;
  recommended: Money;
  bounds: { min: Money; max: Money };
}

const itemPage = async (slug: string) => (await api<ItemPage>('GET', `/api/adopt/items/${slug}?currency=usd`)).data;

/** Sets an autopurchase through the API (fails the run when the server refuses). */
async function setAutopurchase(
  tokens: Tokens,
  itemId: number,
  variant: Variant,
  price: string,
  quantity: number,
): Promise<Autopurchase> {
  const { status, data } = await api<{ autopurchase: Autopurchase }>(
    'POST',
    '/api/adopt/autopurchases',
    { itemId, variant, currency: 'usd', price, quantity },
    tokens.access_token,
  );
  if (status !== 200) throw new Error(`autopurchase ${itemId} ${price}: ${status} ${JSON.stringify(data)}`);
  return data.autopurchase;
}

const listOf = async (tokens: Tokens, status: 'active' | 'ended') =>
  (
    await api<{ autopurchases: Autopurchase[] }>(
      'GET',
      `/api/adopt/autopurchases?status=${status}`,
      undefined,
      tokens.access_token,
    )
  ).data.autopurchases;

/** Moves an autopurchase's end into the past: the server's sweep ends it as expired and releases its hold. */
async function runOut(id: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      "UPDATE autopurchases.autopurchases SET expires_at = now() - interval '1 minute' WHERE id = $1",
      [id],
    );
  } finally {
    await client.end();
  }
}

const waitFor = async (p: Page, selector: string): Promise<void> =>
  void (await p.waitForSelector(selector, { timeout: 20_000 }));

/** Scrolls an element to the top of the view, just under the sticky header (one row on phones, two on desktops). */
const scrollUnderHeader = (p: Page, selector: string) =>
  p.$eval(selector, (el) => {
    const header = Math.max(
      0,
      ...Array.from(document.querySelectorAll('header'), (h) => h.getBoundingClientRect().bottom),
    );
    window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - header - 16, behavior: 'instant' });
  });

/** Clicks an element brought to the middle of the view (the sticky header and bottom bar cover its edges). */
async function clickIn(p: Page, selector: string) {
  await p.$eval(selector, (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await p.click(selector);
}

/** Types into a field (clearing it first). */
async function typeInto(p: Page, selector: string, text: string) {
  await p.$eval(selector, (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await p.click(selector, { count: 3 });
  await p.keyboard.press('Backspace');
  await p.type(selector, text);
}

async function main() {
  // The item the add page is shot on (Shadow Dragon: one variant on sale, a high price) and the ones the list buys.
  const dragon = await itemPage('shadow-dragon');
  const dragonCard = dragon.variants[0]!;
  const chow = await itemPage('golden-chow-chow');
  const butterfly = await itemPage('purple-butterfly');
  const woodpecker = await itemPage('woodpecker');
  const reindeer = await itemPage('arctic-reindeer');

  const buyer = await registerFresh('autobuyer');
  await topUp(buyer.access_token, '300');
  const poor = await registerFresh('autopoor');
  await topUp(poor.access_token, '5');
  const fresh = await registerFresh('autonew');

  if (!only || only.startsWith('list') || only.startsWith('edit') || only.startsWith('cancel')) {
    // Open: three of five bought at once (the cheapest three on sale), and one waiting under the market's price.
    const butterflyCard = butterfly.variants.reduce((a, b) => (b.count > a.count ? b : a));
    const asks = butterflyCard.count;
    await setAutopurchase(buyer, butterfly.item.id, butterflyCard.variant, '0.30', asks + 2);
    const under = ((dragonCard.recommended ?? dragonCard.price).amount * 0.9) / 100;
    await setAutopurchase(buyer, dragon.item.id, dragonCard.variant, under.toFixed(2), 2);
    // Ended: filled at once, cancelled, and run out.
    const woodCard = woodpecker.variants.reduce((a, b) => (b.count > a.count ? b : a));
    await setAutopurchase(buyer, woodpecker.item.id, woodCard.variant, (woodCard.price.amount / 100).toFixed(2), 1);
    const reindeerCard = reindeer.variants[0]!;
    const cancelled = await setAutopurchase(buyer, reindeer.item.id, reindeerCard.variant, '0.50', 3);
    await api('POST', `/api/adopt/autopurchases/${cancelled.id}/cancel`, {}, buyer.access_token);
    const chowAbsent = { age: 'newborn', level: 'neon', flyable: true, rideable: false, chroma: false };
    const expiring = await setAutopurchase(buyer, chow.item.id, chowAbsent, '0.60', 2);
    await runOut(expiring.id);
    console.log('waiting for the sweep to end the run-out autopurchase (up to ~70 s)...');
    await waitUntil(
      () => listOf(buyer, 'ended'),
      (list) => list.some((a) => a.id === expiring.id && a.status === 'expired'),
      'the autopurchase to expire',
    );
  }

  // The golden chow chow's book: a few autopurchases of other buyers under its cheapest listings.
  const chowCard = chow.variants.reduce((a, b) => (b.count > a.count ? b : a));
  if (!only || only.startsWith('item') || only.startsWith('add')) {
    const bidder = await registerFresh('autobidder');
    await topUp(bidder.access_token, '20');
    const ask = chowCard.price.amount;
    for (const [share, quantity] of [
      [0.92, 2],
      [0.85, 5],
      [0.8, 3],
      [0.7, 10],
    ] as const) {
      const price = Math.max(10, Math.floor(ask * share));
      await setAutopurchase(bidder, chow.item.id, chowCard.variant, (price / 100).toFixed(2), quantity);
    }
  }

  const dragonAdd = `/inventory/autobuy?item=${dragon.item.slug}&card=${dragonCard.cardId}`;
  const chowAdd = `/inventory/autobuy?item=${chow.item.slug}&card=${chowCard.cardId}`;
  const waitForm = (p: Page) => waitFor(p, '#autobuy-form input[name="price"]');

  await withBrowser(outDir, async (browser) => {
    // The add page filled in: a price at the second-cheapest listing buys two at once (marked in the book).
    await shootAll(
      browser,
      outDir,
      {
        name: 'add-filled',
        path: chowAdd,
        tokens: buyer,
        act: async (p) => {
          await waitForm(p);
          await waitFor(p, '.order-book__table');
          const second = await p.$$eval('.order-book__row[data-side="ask"]', (rows) =>
            rows.map((r) => Number((r as HTMLElement).dataset.price)),
          );
          await typeInto(p, '#autobuy-form input[name="price"]', ((second[1] ?? second[0]!) / 100).toFixed(2));
          await typeInto(p, '#autobuy-form input[name="quantity"]', '4');
          await waitFor(p, '#autobuy-instant');
          await scrollUnderHeader(p, '.autobuy-add__card');
        },
      },
      [['ru', 375, 'light']],
    );
    // The same, at the variant's order book (below the form on a phone): the asks the price buys at once are marked.
    await shootAll(browser, outDir, {
      name: 'add-book',
      path: chowAdd,
      tokens: buyer,
      act: async (p) => {
        await waitForm(p);
        await waitFor(p, '.order-book__table');
        await typeInto(p, '#autobuy-form input[name="price"]', '0.60');
        await waitFor(p, '.order-book__row.is-crossed');
        await scrollUnderHeader(p, '#order-book');
      },
    });
    // A price under the variant's lower bound: the server's MIN_NUMBER names it on the field.
    await shootAll(browser, outDir, {
      name: 'add-bound',
      path: dragonAdd,
      tokens: buyer,
      act: async (p) => {
        await waitForm(p);
        await typeInto(p, '#autobuy-form input[name="price"]', '1');
        await clickIn(p, '#autobuy-submit');
        await waitFor(p, '[data-code="MIN_NUMBER"]');
        await scrollUnderHeader(p, '.autobuy-add__card');
      },
    });
    // A balance that does not cover the sum: what it lacks, the top-up of exactly that, and the server's refusal.
    await shootAll(
      browser,
      outDir,
      {
        name: 'add-shortfall',
        path: dragonAdd,
        tokens: poor,
        act: async (p) => {
          await waitForm(p);
          await typeInto(p, '#autobuy-form input[name="quantity"]', '2');
          await clickIn(p, '#autobuy-submit');
          await waitFor(p, '[data-alert="autobuy.error.balance"]');
          await scrollUnderHeader(p, '#autobuy-form .autobuy-form__fields');
        },
      },
      [['ru', 1440, 'dark']],
    );
    // A pet named without its variant: the buyer picks it (the variants on sale, or any by its traits).
    await shootAll(browser, outDir, {
      name: 'add-variant',
      path: `/inventory/autobuy?item=${dragon.item.slug}`,
      tokens: buyer,
      act: async (p) => {
        await waitForm(p);
        await scrollUnderHeader(p, '#autobuy-variant');
      },
    });

    const waitRows = (p: Page) => waitFor(p, '.autobuy-row');
    await shootAll(
      browser,
      outDir,
      { name: 'list-active', path: '/profile/autobuy', tokens: buyer, fullPage: true, act: waitRows },
      [['ru', 375, 'dark']],
    );
    await shootAll(browser, outDir, {
      name: 'list-ended',
      path: '/profile/autobuy?status=ended',
      tokens: buyer,
      fullPage: true,
      act: async (p) => {
        await waitFor(p, '.autobuy-row[data-status="expired"]');
      },
    });
    await shootAll(browser, outDir, {
      name: 'list-empty',
      path: '/profile/autobuy',
      tokens: fresh,
      fullPage: true,
      act: (p) => waitFor(p, '#autobuy-empty'),
    });
    // The edit dialog: more pieces at a lower price; the new hold and what more the balance gives.
    await shootAll(
      browser,
      outDir,
      {
        name: 'edit',
        path: '/profile/autobuy',
        tokens: buyer,
        act: async (p) => {
          await waitRows(p);
          // The one that bought some pieces already: its quantity cannot go under them.
          await clickIn(p, `.autobuy-row:has(.autobuy-row__filled:not([data-filled="0"])) .autobuy-row__edit`);
          await waitFor(p, '#autobuy-edit-form input[name="quantity"]');
          await typeInto(p, '#autobuy-edit-form input[name="quantity"]', '9');
          await typeInto(p, '#autobuy-edit-form input[name="price"]', '0.28');
          await waitFor(p, '#autobuy-edit-change');
        },
      },
      [['ru', 375, 'light']],
    );
    await shootAll(browser, outDir, {
      name: 'cancel',
      path: '/profile/autobuy',
      tokens: buyer,
      act: async (p) => {
        await waitRows(p);
        await clickIn(p, '.autobuy-row[data-status="active"] .autobuy-row__cancel');
        await waitFor(p, '#autobuy-cancel-dialog');
      },
    });
    // The item page: the order book of the chosen variant beside the price history.
    await shootAll(
      browser,
      outDir,
      {
        name: 'item-book',
        path: `/itemInfo/${chow.item.type}/${chow.item.slug}/${chow.item.id}?variant=${chowCard.cardId}`,
        tokens: buyer,
        act: async (p) => {
          await waitFor(p, '.order-book__row[data-side="bid"]');
          await scrollUnderHeader(p, '#order-book');
        },
      },
      [['ru', 1440, 'light']],
    );
    await shootAll(browser, outDir, {
      name: 'item-hero',
      path: `/itemInfo/${dragon.item.type}/${dragon.item.slug}/${dragon.item.id}`,
      tokens: buyer,
      act: (p) => waitFor(p, '.item-summary__autobuy'),
    });
    await shootAll(browser, outDir, {
      name: 'market-cards',
      path: '/?type=pet',
      tokens: buyer,
      act: async (p) => {
        await waitFor(p, '.item-card .set-autobuy');
        await scrollUnderHeader(p, '.item-card');
      },
    });

    if (!only || only.startsWith('live')) await shootLiveFills(browser, buyer);
  });
  console.log(`done: ${outDir} (${base})`);
}

/**
 * A fill arriving live: the buyer's list is open when a demo seller lists an item at the buyer's price; the row's
 * count moves and a toast says what was bought, without a reload. One per look (each needs a listing of its own).
 */
async function shootLiveFills(browser: import('puppeteer-core').Browser, buyer: Tokens) {
  const seller = await login('PetPalace');
  const inventory = (
    await api<{ items: InventoryItem[] }>('GET', '/api/adopt/inventory?currency=usd', undefined, seller.access_token)
  ).data.items;
  const looks: [number, 'light' | 'dark'][] = [
    [1440, 'light'],
    [375, 'dark'],
  ];
  let n = 0;
  for (const candidate of inventory.filter((i) => i.status === 'normal' && i.type === 'pet')) {
    if (n >= looks.length) break;
    const page = await itemPage(candidate.slug);
    const price = Math.max(candidate.bounds.min.amount, candidate.recommended.amount);
    const onSale = page.variants.find((v) => JSON.stringify(v.variant) === JSON.stringify(candidate.variant));
    // A listing at or under the price would fill it at once: that variant cannot show a live fill.
    if (onSale && onSale.price.amount <= price) continue;
    const order = await setAutopurchase(buyer, candidate.itemId, candidate.variant, (price / 100).toFixed(2), 2);
    if (order.filled > 0) continue;
    const [width, theme] = looks[n++]!;
    const p = await openPage(browser, buyer, width, theme);
    await p.goto(`${base}/profile/autobuy`, { waitUntil: 'networkidle2' });
    await waitFor(p, `[data-autopurchase-id="${order.id}"]`);
    await pause(2500); // the socket connects 1.5 s after the first paint
    const listed = await api(
      'POST',
      '/api/adopt/inventory/sale/add',
      { currency: 'usd', items: [{ id: candidate.id, price: (price / 100).toFixed(2) }] },
      seller.access_token,
    );
    if (listed.status !== 200) throw new Error(`listing: ${listed.status} ${JSON.stringify(listed.data)}`);
    await waitFor(p, `[data-autopurchase-id="${order.id}"] .autobuy-row__filled[data-filled="1"]`);
    await waitFor(p, '.toast');
    await pause(800);
    await p.screenshot({ path: join(outDir, `list-live-en-${width}-${theme}.png`) });
    console.log(`list-live en-${width}-${theme}`);
    await p.close();
  }
}

await main();
