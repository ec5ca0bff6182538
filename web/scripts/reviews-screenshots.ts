// Screenshots of reviews (features/reviews, shared/reviews): the profile's reviews tab with deals to review, the
// review dialog filled in and refused by its checks, a review sent, the seller page's rating and reviews, /reviews for
// a visitor, a user who may review, one who did and one who cannot yet, and the purchased items' reminder; against a
// running server with demo data:
//   npm run build && PORT=3100 node --import tsx src/main.ts
//   BASE_URL=http://localhost:3100 DATABASE_URL=postgres://tradehall:tradehall@127.0.0.1:54329/tradehall \
//     npx tsx web/scripts/reviews-screenshots.ts
// A completed deal is a purchase whose items were delivered: the script records such purchases straight into
// orders.purchases and orders.purchase_items (as a delivered withdrawal leaves them) for fresh buyers, from sellers
// of its own (so the demo sellers' sales and statistics stay as they are), and reviews of the demo seller PetPalace
// and of the site straight into reviews.* (once: a second run finds them). Writes PNGs to test/artifacts/reviews/ at
// 375 and 1440 px, light and dark (and some in Russian). ONLY=<name prefix> limits the run.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import type { Page } from 'puppeteer-core';
import {
  api,
  base,
  only,
  openPage,
  pause,
  registerFresh,
  root,
  shootAll,
  type Theme,
  type Tokens,
  withBrowser,
} from './common-screenshots';

const outDir = join(root, 'test/artifacts/reviews');
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://tradehall:tradehall@127.0.0.1:54329/tradehall';
const DAY = 86_400_000;

const ITEMS: Record<string, { id: number; slug: string }> = {
  'Shadow Dragon': { id: 1, slug: 'shadow-dragon' },
  Giraffe: { id: 2, slug: 'giraffe' },
  'Bat Dragon': { id: 3, slug: 'bat-dragon' },
  'Frost Dragon': { id: 4, slug: 'frost-dragon' },
  Parrot: { id: 5, slug: 'parrot' },
  Owl: { id: 6, slug: 'owl' },
  'Evil Unicorn': { id: 7, slug: 'evil-unicorn' },
  Crow: { id: 8, slug: 'crow' },
  'Diamond Dragon': { id: 9, slug: 'diamond-dragon' },
};

const userIdOf = async (tokens: Tokens): Promise<string> =>
  (await api<{ user_id: string }>('GET', '/api/user/profile', undefined, tokens.access_token)).data.user_id;

async function withDb<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** A user by this exact nickname: found, or registered (no sign-in: the login limit is shared with other scripts). */
async function person(db: pg.Client, name: string): Promise<string> {
  const found = await db.query<{ id: string }>('SELECT id FROM identity.users WHERE username = $1', [name]);
  if (found.rows[0]) return found.rows[0].id;
  const { status, data } = await api<Tokens>('POST', '/api/user/register', {
    username: name,
    email: `${name.toLowerCase()}@example.com`,
    password: 'Secret1!',
    main_currency: 'usd',
    main_language: 'en',
    email_name: null,
  });
  if (status !== 200 && status !== 201) throw new Error(`register ${name}: ${status} ${JSON.stringify(data)}`);
  return userIdOf(data);
}

/** A purchase of these items from one seller, delivered `daysAgo` days ago: a completed deal. */
async function deliveredDeal(db: pg.Client, buyerId: string, sellerId: string, items: string[], daysAgo: number) {
  const purchaseId = randomUUID();
  const finished = new Date(Date.now() - daysAgo * DAY);
  const created = new Date(finished.getTime() - 20 * 60_000);
  const price = 450;
  await db.query(
    `INSERT INTO orders.purchases (id, buyer_id, game, currency, total_minor, created_at, collect_by)
     VALUES ($1, $2, 'adopt', 'usd', $3, $4, $5)`,
    [purchaseId, buyerId, price * items.length, created, new Date(created.getTime() + 60 * 60_000)],
  );
  for (const name of items) {
    const item = ITEMS[name]!;
    await db.query(
      `INSERT INTO orders.purchase_items (purchase_id, buyer_id, seller_id, game, inventory_item_id, card_id, item_id,
         name, slug, variant, price_minor, currency, base_cents, seller_price_minor, seller_currency, fee_minor, status,
         created_at, collect_by, finished_at, delivery_started_at)
       VALUES ($1, $2, $3, 'adopt', $4, $5, $6, $7, $8, $9, $10, 'usd', $10, $10, 'usd', 45, 'completed', $11, $12, $13, $14)`,
      [
        purchaseId,
        buyerId,
        sellerId,
        randomUUID(),
        item.id,
        item.id,
        name,
        item.slug,
        JSON.stringify({ age: null, level: 'default', flyable: false, rideable: false, chroma: false }),
        price,
        created,
        new Date(created.getTime() + 60 * 60_000),
        finished,
        new Date(created.getTime() + 5 * 60_000),
      ],
    );
  }
}

const SELLER_REVIEWS: [stars: number, text: string][] = [
  [5, 'Super fast trade, the pet arrived in less than five minutes. Would buy again!'],
  [4, 'Good seller. Had to wait a bit for the friend request, but everything went fine in the end.'],
  [5, ''],
  [
    5,
    'I was nervous because it was my first purchase here, but the seller explained every step, sent the trade right ' +
      'away and even answered my questions about the neon version. The Shadow Dragon is exactly as listed, full grown, ' +
      'fly and ride. Honestly the smoothest trade I have had in Adopt Me, and the price was lower than anywhere else. ' +
      'Thank you so much, I will definitely come back for my next pets! 🐉✨',
  ],
  [3, 'Okay trade. Item was right, the delivery took longer than I expected.'],
  [5, 'Очень быстро и честно, всё пришло. Спасибо!'],
  [4, 'Nice 👍'],
  [5, 'Sooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooo good, thanks!!!'],
  [2, 'The seller was slow to accept the trade and I almost ran out of time to collect.'],
  [5, 'Perfect.'],
];

/** Reviews of a seller from these buyers (each for a purchase of its own), spread over the last two months. */
async function sellerReviews(db: pg.Client, sellerId: string, authors: string[], count: number, offset = 0) {
  for (let i = 0; i < count; i++) {
    const [stars, text] = SELLER_REVIEWS[(i + offset) % SELLER_REVIEWS.length]!;
    await db.query(
      `INSERT INTO reviews.seller_reviews (id, purchase_id, seller_id, buyer_id, stars, text, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        randomUUID(),
        randomUUID(),
        sellerId,
        authors[i % authors.length],
        stars,
        text,
        new Date(Date.now() - (i * 2.5 + 0.2) * DAY),
      ],
    );
  }
}

const SITE_REVIEWS: [stars: number, text: string][] = [
  [5, 'Best place to buy Adopt Me pets. Cheap, fast and the bots never scammed me.'],
  [4, 'Good prices and quick delivery. The exchange page could explain the fee a bit better.'],
  [5, 'Sold my whole inventory through quick sale in ten minutes. Money was on my balance right away.'],
  [5, ''],
  [3, 'Works fine, but I had to retry a withdrawal once because my friends list was full.'],
  [5, 'Лучший маркет для Adopt Me: цены ниже, доставка за пару минут.'],
  [4, 'Support answered in a few minutes and fixed my problem. Thanks!'],
  [5, 'Ten trades so far and every one of them went smoothly. Love the dark theme too 😄'],
];

/** The site's reviews by these users (one each: a user who already has one is left as they are). */
async function siteReviews(db: pg.Client, authors: string[]) {
  for (const [i, author] of authors.entries()) {
    const [stars, text] = SITE_REVIEWS[i % SITE_REVIEWS.length]!;
    await db.query(
      `INSERT INTO reviews.site_reviews (id, user_id, stars, text, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO NOTHING`,
      [randomUUID(), author, stars, text, new Date(Date.now() - (i * 3 + 0.5) * DAY)],
    );
  }
}

const AUTHORS = [
  'LunaTrades',
  'PixelPaws',
  'CaptainKoi',
  'SkyHopper',
  'ZoeyPlays',
  'TheLongestNicknameHere24',
  'BuyerBob99',
  'NightOwl_7',
];

interface World {
  /** A buyer with three deals to review (and reviews of their own sales). */
  buyer: Tokens;
  /** A user without any deal. */
  newcomer: Tokens;
  petPalace: string;
}

async function buyerWithDeals(db: pg.Client, sellers: Record<string, string>): Promise<Tokens> {
  const buyer = await registerFresh('buyer');
  const id = await userIdOf(buyer);
  await deliveredDeal(db, id, sellers.DragonDenShop!, ['Shadow Dragon', 'Frost Dragon', 'Frost Dragon'], 2);
  await deliveredDeal(
    db,
    id,
    sellers.TheLongestNicknameHere24!,
    ['Owl', 'Parrot', 'Giraffe', 'Bat Dragon', 'Evil Unicorn', 'Crow'],
    12,
  );
  await deliveredDeal(db, id, sellers.MintyMarket!, ['Diamond Dragon'], 28.5);
  return buyer;
}

async function prepare(): Promise<World & { sellers: Record<string, string> }> {
  return withDb(async (db) => {
    const authors: string[] = [];
    for (const name of AUTHORS) authors.push(await person(db, name));
    const sellers: Record<string, string> = {};
    for (const name of ['DragonDenShop', 'TheLongestNicknameHere24', 'MintyMarket'])
      sellers[name] = await person(db, name);
    const pet = await db.query<{ id: string }>("SELECT id FROM identity.users WHERE username = 'PetPalace'");
    const petPalace = pet.rows[0]?.id;
    if (!petPalace) throw new Error('no demo seller PetPalace');
    const has = await db.query<{ n: string }>('SELECT count(*) AS n FROM reviews.seller_reviews WHERE seller_id = $1', [
      petPalace,
    ]);
    if (Number(has.rows[0]!.n) < 20) await sellerReviews(db, petPalace, authors, 23);
    await siteReviews(db, authors);
    const buyer = await buyerWithDeals(db, sellers);
    await sellerReviews(db, await userIdOf(buyer), authors.slice(0, 3), 3, 3);
    return { buyer, newcomer: await registerFresh('newcomer'), petPalace, sellers };
  });
}

/** Scrolls an element to the top of the view, below the sticky header (and its row of links on a wide screen). */
const scrollTo = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const header = window.innerWidth >= 1024 ? 136 : 80;
    window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - header, behavior: 'instant' });
  });

const waitFor = (selector: string) => async (p: Page) => void (await p.waitForSelector(selector, { timeout: 20_000 }));

async function openDialog(p: Page) {
  await p.waitForSelector('#reviews-deals .reviews-deal__action', { timeout: 20_000 });
  await p.click('#reviews-deals li:last-child .reviews-deal__action');
  await p.waitForSelector('#seller-review-form', { timeout: 10_000 });
  await pause(400); // the dialog's entry
}

/** Picks `n` stars in the dialog's or the page's form. */
const pickStars = (p: Page, n: number) => p.click(`.star-picker__star:nth-child(${n})`);

/** A review sent for real from the dialog: the deal leaves the list and a toast thanks the buyer. */
async function shootSent(
  browser: import('puppeteer-core').Browser,
  sellers: Record<string, string>,
  width: number,
  theme: Theme,
) {
  const name = 'review-sent';
  if (only && !name.startsWith(only)) return;
  const buyer = await withDb((db) => buyerWithDeals(db, sellers));
  const page = await openPage(browser, buyer, width, theme);
  await page.goto(`${base}/profile/reviews`, { waitUntil: 'networkidle2' });
  await openDialog(page);
  await pickStars(page, 5);
  await page.type('#seller-review-form textarea', 'Fast and friendly, the dragons arrived in two minutes.');
  await page.click('#seller-review-form button[type="submit"]');
  await page.waitForFunction(() => document.querySelectorAll('#reviews-deals > li').length === 2, { timeout: 10_000 });
  await pause(700);
  await page.screenshot({ path: join(outDir, `${name}-en-${width}-${theme}.png`) });
  console.log(`${name} en-${width}-${theme}`);
  await page.close();
}

async function main() {
  const world = await prepare();
  const { buyer, newcomer, petPalace, sellers } = world;
  // A buyer who reviews the site through the API, to show their review in place of the form.
  const reviewed = await withDb((db) => buyerWithDeals(db, sellers));
  const sent = await api(
    'POST',
    '/api/reviews/site',
    { stars: 5, text: 'Smooth first deal, thanks!' },
    reviewed.access_token,
  );
  if (sent.status !== 200) throw new Error(`site review: ${sent.status} ${JSON.stringify(sent.data)}`);

  // A visitor's pages first, in a browser of its own: the next one keeps the cookies of the users signed in there.
  await withBrowser(outDir, async (browser) => {
    await shootAll(browser, outDir, {
      name: 'seller-head',
      path: `/user/${petPalace}`,
      tokens: null,
      act: waitFor('#seller-rating .seller-rating'),
    });
    await shootAll(
      browser,
      outDir,
      {
        name: 'seller-reviews',
        path: `/user/${petPalace}`,
        tokens: null,
        act: async (p) => {
          await p.waitForSelector('#seller-review-list', { timeout: 20_000 });
          await scrollTo(p, '#seller-reviews');
        },
      },
      [['ru', 375, 'light']],
    );
    await shootAll(browser, outDir, {
      name: 'seller-reviews-more',
      path: `/user/${petPalace}`,
      tokens: null,
      act: async (p) => {
        await p.waitForSelector('#seller-review-list-more', { timeout: 20_000 });
        await p.click('#seller-review-list-more');
        await p.waitForFunction(() => !document.querySelector('#seller-review-list-more'), { timeout: 10_000 });
        await p.$eval('#seller-review-list > li:last-child', (el) => el.scrollIntoView({ block: 'center' }));
      },
    });
    await shootAll(browser, outDir, {
      name: 'site-visitor',
      path: '/reviews',
      tokens: null,
      act: waitFor('#site-review-visitor'),
    });
  });
  await withBrowser(outDir, async (browser) => {
    await shootAll(
      browser,
      outDir,
      {
        name: 'profile-reviews',
        path: '/profile/reviews',
        tokens: buyer,
        act: waitFor('#reviews-deals'),
        fullPage: true,
      },
      [['ru', 375, 'light']],
    );
    await shootAll(browser, outDir, {
      name: 'profile-reviews-empty',
      path: '/profile/reviews',
      tokens: newcomer,
      act: waitFor('#reviews-mine-empty'),
    });
    await shootAll(
      browser,
      outDir,
      {
        name: 'dialog-filled',
        path: '/profile/reviews',
        tokens: buyer,
        act: async (p) => {
          await openDialog(p);
          await pickStars(p, 4);
          await p.type(
            '#seller-review-form textarea',
            'Good seller: both Frost Dragons came fast. The friend request took a while, so four stars.',
          );
        },
      },
      [['ru', 375, 'light']],
    );
    await shootAll(browser, outDir, {
      name: 'dialog-error',
      path: '/profile/reviews',
      tokens: buyer,
      act: async (p) => {
        await openDialog(p);
        await p.type('#seller-review-form textarea', 'Cheaper than at www.example.com, check it out');
        await p.click('#seller-review-form button[type="submit"]');
        await p.waitForSelector('#review-stars .field__error', { timeout: 10_000 });
      },
    });
    await shootSent(browser, sellers, 375, 'light');
    await shootSent(browser, sellers, 1440, 'dark');
    await shootAll(
      browser,
      outDir,
      { name: 'site-can-review', path: '/reviews', tokens: buyer, act: waitFor('#site-review-form') },
      [['ru', 375, 'light']],
    );
    await shootAll(browser, outDir, {
      name: 'site-form-error',
      path: '/reviews',
      tokens: buyer,
      act: async (p) => {
        await p.waitForSelector('#site-review-form', { timeout: 20_000 });
        await pickStars(p, 5);
        await p.type('#site-review-form textarea', `${'Great site! '.repeat(42)}`);
        await p.click('#site-review-form button[type="submit"]');
        await p.waitForSelector('#site-review-form .field__error', { timeout: 10_000 });
        await scrollTo(p, '#site-review-form-card');
      },
    });
    await shootAll(browser, outDir, {
      name: 'site-mine',
      path: '/reviews',
      tokens: reviewed,
      act: waitFor('#site-review-mine'),
    });
    await shootAll(browser, outDir, {
      name: 'site-locked',
      path: '/reviews',
      tokens: newcomer,
      act: waitFor('#site-review-locked'),
    });
    await shootAll(browser, outDir, {
      name: 'purchased-reminder',
      path: '/profile/purchased',
      tokens: buyer,
      act: waitFor('#review-reminder'),
    });
  });
  console.log(`done: ${outDir} (${base})`);
}

await main();
