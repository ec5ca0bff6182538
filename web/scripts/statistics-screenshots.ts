// Screenshots of the profile's statistics tabs (/profile/statistics/buyer and /profile/statistics/seller) against a
// running development server:
//   BASE_URL=http://localhost:3100 npx tsx web/scripts/statistics-screenshots.ts
// The demo data has no deals a user made (its 90 days of sales are market history, with no buyer or seller), so a
// fresh user shows the real API's answer for someone who has done nothing yet (the empty tabs), and the tabs with
// figures are answered by the script: two years of a growing seller (a quiet month with no deal, a month whose only
// deal failed) and a buyer whose dearest purchase is the market's dearest item (so its link opens a real page),
// cut to the period and priced in the currency the page asks for. Also shot: the loading skeleton (the answer held
// back), the error state (the server failing), a buyer whose purchases have not ended yet, the months' table opened,
// the legend under the pointer, 24 months, and Russian in roubles. Writes PNGs to
// test/artifacts/statistics/ at 375 and 1440 px, light and dark. ONLY=<name prefix> limits the run.
import { join } from 'node:path';
import type { HTTPRequest, Page } from 'puppeteer-core';
import type { BuyerStatistics, SellerStatistics } from '../../modules/orders/orders.schemas';
import {
  api,
  base,
  registerFresh,
  root,
  scrollTo,
  type ShotOptions,
  shootAll,
  type Tokens,
  withBrowser,
} from './common-screenshots';
import type { Currency } from '../../kernel';

const outDir = join(root, 'test/artifacts/statistics');
const SELLER = '/profile/statistics/seller';
const BUYER = '/profile/statistics/buyer';
const STATISTICS = /\/api\/statistics\/(buyer|seller)\?/;
/** Illustrative rates from US cents to each currency's minor units (the fixtures are priced in dollars). */
const RATES: Record<Currency, number> = { usd: 1, eur: 0.92, rub: 96 };

/** The latest `count` months, oldest first, as the server names them ('YYYY-MM', UTC), this one last. */
function lastMonths(count: number): string[] {
  const now = new Date();
  return Array.from({ length: count }, (_, n) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - n), 1)).toISOString().slice(0, 7),
  );
}

/** Two years of a seller who grows: sales, income after the fee (US cents) and success rate, oldest first. */
const SELLER_YEARS: [sales: number, incomeCents: number, rate: number | null][] = [
  [2, 1_180, 100],
  [3, 2_050, 75],
  [0, 0, null], // a quiet month: no deal at all
  [5, 3_920, 83],
  [4, 2_700, 80],
  [7, 6_480, 88],
  [6, 5_210, 86],
  [9, 8_840, 90],
  [0, 0, 0], // the month's only deal failed
  [12, 11_950, 92],
  [10, 9_300, 91],
  [14, 15_720, 93],
  [11, 12_030, 85],
  [16, 18_400, 94],
  [19, 21_650, 95],
  [15, 16_980, 88],
  [21, 25_310, 96],
  [24, 29_870, 92],
  [18, 22_140, 90],
  [27, 34_560, 96],
  [31, 40_220, 97],
  [26, 33_180, 93],
  [34, 46_900, 97],
  [12, 17_350, 100], // this month, so far
];

/** Two years of a buyer: purchases and success rate, oldest first. */
const BUYER_YEARS: [purchases: number, rate: number | null][] = [
  [1, 100],
  [0, null],
  [2, 100],
  [0, null],
  [0, null],
  [3, 67],
  [1, 100],
  [0, null],
  [4, 75],
  [2, 100],
  [0, null],
  [1, 0],
  [5, 80],
  [3, 100],
  [0, null],
  [6, 83],
  [2, 50],
  [4, 100],
  [7, 86],
  [3, 100],
  [0, null],
  [5, 100],
  [8, 88],
  [2, null], // this month: still to collect
];

const priced = (cents: number, currency: Currency) => ({ amount: Math.round(cents * RATES[currency]), currency });

function sellerAnswer(months: number, currency: Currency): SellerStatistics {
  const names = lastMonths(months);
  return {
    months: SELLER_YEARS.slice(-months).map(([sales, income, rate], n) => ({
      month: names[n] ?? '',
      sales,
      income: priced(income, currency),
      successPercent: rate,
    })),
  };
}

interface Card {
  itemId: number;
  slug: string;
  name: string;
  price: { amount: number };
}

function buyerAnswer(months: number, currency: Currency, dearest: Card, pending: boolean): BuyerStatistics {
  const names = lastMonths(months);
  const rows = pending ? BUYER_YEARS.map(([n]): [number, null] => [n > 0 ? 1 : 0, null]) : BUYER_YEARS;
  return {
    months: rows.slice(-months).map(([purchases, rate], n) => ({
      month: names[n] ?? '',
      purchases,
      successPercent: rate,
    })),
    mostExpensive: {
      game: 'adopt',
      itemId: dearest.itemId,
      name: dearest.name,
      slug: dearest.slug,
      price: priced(dearest.price.amount, currency),
      at: new Date(Date.now() - 41 * 86_400_000).toISOString(),
    },
  };
}

type Answer = 'figures' | 'pending' | 'hold' | 'fail';

/** Answers the page's statistics requests itself: with the fixtures, never (loading), or with a server error. */
function answer(how: Answer, dearest: Card) {
  return () => async (request: HTTPRequest) => {
    const match = STATISTICS.exec(request.url());
    if (!match) return false;
    if (how === 'hold') return true; // never answered: the skeleton stays
    if (how === 'fail') {
      await request.respond({ status: 503, contentType: 'application/json', body: '{"errorCode":"UNAVAILABLE"}' });
      return true;
    }
    const query = new URL(request.url()).searchParams;
    const months = Number(query.get('months') ?? 12);
    const currency = (query.get('currency') ?? 'usd') as Currency;
    const body =
      match[1] === 'seller'
        ? sellerAnswer(months, currency)
        : buyerAnswer(months, currency, dearest, how === 'pending');
    await request.respond({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
    return true;
  };
}

const waitCharts = async (p: Page) => void (await p.waitForSelector('.statistics-chart .uplot', { timeout: 20_000 }));
/** Once the charts are drawn, `before` (if any), then `selector` scrolled into view below the sticky header. */
const chartsAt =
  (selector: string, before?: (p: Page) => Promise<void>) =>
  async (p: Page): Promise<void> => {
    await waitCharts(p);
    await before?.(p);
    await scrollTo(p, selector);
    await p.evaluate(() => window.scrollBy(0, -56)); // the desktop's header has two rows
  };
/** The pointer on the main chart, a little right of the middle: the legend names that month. */
async function pointAtMonth(p: Page) {
  const box = await p.$eval('#statistics-main .u-over', (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
  await p.mouse.move(box.x + box.width * 0.55, box.y + box.height * 0.5);
}
const waitEmpty = async (p: Page) => void (await p.waitForSelector('#statistics-empty', { timeout: 20_000 }));

/**
 * The Russian shots in roubles (the users register in dollars): the user picks roubles, as the header's picker does
 * (the choice stays on the server, so each shot with a Russian variant has a user of its own), and the page reloads.
 */
const roublesInRussian = (tokens: Tokens, then: (p: Page) => Promise<void>) => async (p: Page) => {
  if (new URL(p.url()).pathname.startsWith('/ru/')) {
    await api('POST', '/api/user/currency', { currency: 'rub' }, tokens.access_token);
    await p.reload({ waitUntil: 'networkidle2' });
  }
  await then(p);
};

async function main() {
  const fresh = await registerFresh('stats');
  const cards = await api<{ cards: Card[] }>('GET', '/api/adopt/market?currency=usd&sort=price&order=desc');
  const dearest = cards.data.cards[0];
  if (!dearest) throw new Error('the market is empty');

  const shot = (
    name: string,
    path: string,
    how: Answer | null,
    act: (p: Page) => Promise<void>,
    tokens = fresh,
  ): ShotOptions => ({
    name,
    path,
    tokens,
    intercept: how ? answer(how, dearest) : undefined,
    act,
  });

  await withBrowser(outDir, async (browser) => {
    const [seller, buyer] = [await registerFresh('statsseller'), await registerFresh('statsbuyer')];
    const sellerShot = shot('seller', SELLER, 'figures', roublesInRussian(seller, waitCharts), seller);
    await shootAll(browser, outDir, { ...sellerShot, fullPage: true }, [['ru', 375, 'light']]);
    await shootAll(browser, outDir, shot('seller-24', `${SELLER}?months=24`, 'figures', chartsAt('#statistics-main')));
    await shootAll(browser, outDir, shot('seller-rates', SELLER, 'figures', chartsAt('#statistics-rates')));
    // The pointer moves after the scroll: chartsAt's `before` would lose it.
    const pointed = chartsAt('#statistics-main');
    await shootAll(
      browser,
      outDir,
      shot('seller-hover', SELLER, 'figures', async (p) => {
        await pointed(p);
        await pointAtMonth(p);
      }),
    );
    const openTable = async (p: Page) => void (await p.click('#statistics-table summary'));
    await shootAll(browser, outDir, shot('seller-table', SELLER, 'figures', chartsAt('#statistics-table', openTable)));
    const buyerShot = shot('buyer', BUYER, 'figures', roublesInRussian(buyer, waitCharts), buyer);
    await shootAll(browser, outDir, { ...buyerShot, fullPage: true }, [['ru', 375, 'light']]);
    await shootAll(browser, outDir, shot('buyer-pending', BUYER, 'pending', chartsAt('#statistics-rates')));
    await shootAll(browser, outDir, shot('seller-empty', SELLER, null, waitEmpty));
    await shootAll(browser, outDir, shot('buyer-empty', BUYER, null, waitEmpty), [['ru', 375, 'dark']]);
    await shootAll(
      browser,
      outDir,
      shot('loading', SELLER, 'hold', async (p) => void (await p.waitForSelector('.statistics-skeleton__chart'))),
    );
    await shootAll(
      browser,
      outDir,
      shot('error', BUYER, 'fail', async (p) => void (await p.waitForSelector('.statistics [role="alert"]'))),
    );
  });
  console.log(`done: ${outDir} (${base})`);
}

await main();
