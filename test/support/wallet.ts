import { expect } from 'chai';
import { ItemsService } from '../../modules/catalog';
import { ListingService } from '../../modules/inventory-sync';
import { signWebhook, TopupsService } from '../../modules/wallet';
import type { Clock } from '../../src/platform/clock';
import { TYPES } from '../../src/platform/tokens';
import type { TestApp } from './app';
import { api } from './http';
import { seedSeller, type SeededSeller } from './sellers';
import type { GameKey } from '../../kernel';

/**
 * Tops up through the whole provider flow over real HTTP: create the top-up, then press Pay on the
 * simulated provider's checkout page, which sends the signed webhook that credits the balance.
 */
export async function topUp(
  app: TestApp,
  token: string,
  amount: string,
  currency = 'usd',
  method = 'card',
): Promise<string> {
  const created = await api(app.url, 'POST', '/api/wallet/topups', { body: { amount, currency, method }, token });
  expect(created.status, JSON.stringify(created.body)).to.equal(200);
  const session = new URL(created.body.redirectUrl, app.url).searchParams.get('session')!;
  const paid = await fetch(`${app.url}/dev/payments/checkout/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session }).toString(),
  });
  expect(paid.status).to.equal(303);
  expect(paid.headers.get('location')).to.contain('/success-payment');
  return created.body.topup.id as string;
}

/**
 * A top-up once a test has moved the app's clock: the simulated provider's checkout signs its webhook with the
 * real time, which the app would refuse as stale, so the webhook is signed here at the app's time.
 */
export async function topUpAtAppTime(app: TestApp, clock: Clock, userId: string, amountUsd: number): Promise<void> {
  const topups = app.container.get(TopupsService);
  const created = await topups.create(userId, { amount: amountUsd, currency: 'usd', method: 'card' });
  const { provider_payment_id } = await app.container
    .get<any>(TYPES.Db)
    .selectFrom('wallet.topups')
    .select('provider_payment_id')
    .where('id', '=', created.topup.id)
    .executeTakeFirstOrThrow();
  const body = JSON.stringify({
    id: `evt_${created.topup.id}`,
    type: 'payment.succeeded',
    data: { payment_id: provider_payment_id, amount: created.topup.amount.amount, currency: 'usd' },
  });
  await topups.handleWebhook(
    Buffer.from(body),
    signWebhook(app.config.wallet.paymentWebhookSecret!, body, clock.now()),
  );
}

export async function balanceOf(app: TestApp, token: string) {
  const { status, body } = await api(app.url, 'GET', '/api/wallet/balance', { token });
  expect(status).to.equal(200);
  return body as {
    available: Record<string, number>;
    held: Record<string, number>;
    cashoutAvailable: Record<string, number>;
  };
}

/** A seller with the given items listed at prices (major units) in one currency. */
export async function listedSeller(
  app: TestApp,
  game: GameKey,
  items: { slug: string; price: number }[],
  currency = 'usd',
): Promise<SeededSeller> {
  const seller = await seedSeller(
    app,
    game,
    items.map((i) => ({ slug: i.slug })),
    { main_currency: currency },
  );
  await app.container.get(ListingService).add(
    seller.userId,
    game,
    currency as 'usd',
    seller.items.map((item, i) => ({ id: item.id, price: items[i]!.price })),
  );
  return seller;
}

/** The market card id of an item's plain variant. */
export async function cardIdOf(
  app: TestApp,
  game: GameKey,
  slug: string,
  currency = 'usd',
): Promise<{ cardId: number; price: number; count: number }> {
  const item = await app.container.get(ItemsService).itemBySlug(game, slug);
  const { body } = await api(app.url, 'GET', `/api/${game}/items/${slug}?currency=${currency}`);
  const variant = (body.variants as any[])[0];
  expect(variant, `no card for ${slug} (${item?.id})`).to.exist;
  return { cardId: variant.cardId, price: variant.price.amount, count: variant.count };
}

/** The user id inside a test user's access token. */
export function userIdOf(user: { access_token: string }): string {
  return JSON.parse(Buffer.from(user.access_token.split('.')[1]!, 'base64url').toString()).sub as string;
}
