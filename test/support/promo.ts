import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type pg from 'pg';
import { hmacHex, pickWeighted, rollFraction, sha256Hex, spinMessage } from '../../modules/promo/fairness.schemas';
import { WHEEL_SEGMENTS, WHEEL_WEIGHTS } from '../../modules/promo/wheel.schemas';
import { api } from './http';
import { registerUser, type TestUser } from './users';

let codes = 0;

/** A promo code an operator creates (ADMIN_TOKEN `admin`); its name is returned. */
export async function createPromoCode(baseUrl: string, admin: string, body: Record<string, unknown>): Promise<string> {
  const code = `T${++codes}${randomBytes(4).toString('hex').toUpperCase()}`;
  const created = await api(baseUrl, 'POST', '/api/admin/promocodes', { token: admin, body: { code, ...body } });
  expect(created.status, JSON.stringify(created.body)).to.equal(200);
  return code;
}

/** A new user (paying in usd) with `spins` free spins from an item-system code. */
export async function userWithSpins(baseUrl: string, admin: string, spins = 1): Promise<TestUser> {
  const code = await createPromoCode(baseUrl, admin, { system: 'item', spins });
  const user = await registerUser(baseUrl, { main_currency: 'usd' });
  const activated = await api(baseUrl, 'POST', '/api/user/promo-subscription', {
    token: user.access_token,
    body: { code },
  });
  expect(activated.status, JSON.stringify(activated.body)).to.equal(200);
  return user;
}

export const segmentOf = (kind: string): number => WHEEL_SEGMENTS.findIndex((s) => s.prize.kind === kind);

/** Replaces the user's hidden server seed by one whose next roll lands on `segment`, as if the draw had chosen it. */
export async function rigNextSpin(baseUrl: string, db: pg.Pool, user: TestUser, segment: number): Promise<void> {
  const { commitment } = (await api(baseUrl, 'GET', '/api/fortune/mine', { token: user.access_token })).body;
  for (;;) {
    const seed = randomBytes(32).toString('hex');
    const roll = await hmacHex(seed, spinMessage(commitment.clientSeed, commitment.nonce));
    if (pickWeighted(rollFraction(roll), WHEEL_WEIGHTS) !== segment) continue;
    await db.query(
      `UPDATE promo.wheel_seeds SET server_seed = $1, server_seed_hash = $2
        WHERE user_id = (SELECT id FROM identity.users WHERE username = $3)`,
      [seed, await sha256Hex(seed), user.username],
    );
    return;
  }
}
