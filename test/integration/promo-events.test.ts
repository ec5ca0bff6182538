import { expect } from 'chai';
import { GiveawayService } from '../../modules/promo';
import {
  entriesDigest,
  giveawayMessage,
  hmacHex,
  pickWeighted,
  rollFraction,
  sha256Hex,
} from '../../modules/promo/fairness.schemas';
import { startTestApp, type TestApp } from '../support/app';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { registerUser, type TestUser } from '../support/users';
import { balanceOf } from '../support/wallet';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The daily giveaway (spec trading-core 2, 9: one prize per user per 24 hours), drawn verifiably, and the advent
 * calendar (one door a day, each once per user), on the injected clock.
 */
describe('giveaway and advent calendar', () => {
  const clock = new TestClock();
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ clock, env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
  });
  after(() => app?.stop());

  const call = (user: TestUser | null, method: string, path: string, body?: unknown) =>
    api(app.url, method, path, { token: user?.access_token, body });
  /** Time passes on the app's clock; the users sign in again (access tokens last a day at most). */
  async function later(ms: number, users: TestUser[]) {
    clock.advance(ms);
    for (const u of users) {
      const login = await call(null, 'POST', '/api/user/login', { email: u.email, password: u.password });
      u.access_token = login.body.access_token;
    }
  }
  const drawOverdue = () => app.container.get(GiveawayService).drawOverdue();

  it('giveaway: users join once; at the day’s end one entry wins, provably from the committed seed, and is paid once', async () => {
    const users = await Promise.all([1, 2, 3].map(() => registerUser(app.url, { main_currency: 'usd' })));
    const today = (await call(null, 'GET', '/api/giveaway')).body;
    expect(today.seedHash).to.match(/^[0-9a-f]{64}$/);
    for (const u of users) expect((await call(u, 'POST', '/api/giveaway/join')).status).to.equal(200);
    // Joining again changes nothing.
    const again = (await call(users[0]!, 'POST', '/api/giveaway/join')).body;
    expect(again.myEntry).to.equal(1);
    expect(again.entries).to.equal(3);
    expect(await drawOverdue(), 'not before the day ends').to.equal(0);
    await later(Date.parse(today.drawsAt) - clock.now().getTime() + 1000, users);
    expect(await drawOverdue()).to.equal(1);
    expect(await drawOverdue(), 'a second run draws nothing more').to.equal(0);
    const proof = (await call(null, 'GET', `/api/giveaway/draws/${today.day}`)).body;
    expect(await sha256Hex(proof.seed)).to.equal(today.seedHash);
    expect(await entriesDigest(proof.entries)).to.equal(proof.entriesDigest);
    expect(await hmacHex(proof.seed, giveawayMessage(proof.day, proof.entriesDigest))).to.equal(proof.roll);
    const winner =
      proof.entries[
        pickWeighted(
          rollFraction(proof.roll),
          proof.entries.map(() => 1),
        )
      ];
    expect(proof.winner).to.deep.equal(winner);
    const balances = await Promise.all(
      users.map(async (u) => Number((await balanceOf(app, u.access_token)).available.usd)),
    );
    expect(balances.sort((a, b) => b - a)).to.deep.equal([today.prize.usd, 0, 0]);

    // Once per 24 hours: the winner cannot join the next day's giveaway until 24 hours after the win.
    const winnerUser = users.find((u) => u.username === winner.name)!;
    const refused = await call(winnerUser, 'POST', '/api/giveaway/join');
    expect(refused.status).to.equal(409);
    expect(refused.body.errorCode).to.equal('GIVEAWAY_WON_RECENTLY');
    await later(DAY, [winnerUser]);
    expect((await call(winnerUser, 'POST', '/api/giveaway/join')).status).to.equal(200);
  });

  it('giveaway: a day nobody joined is drawn with no winner', async () => {
    await later(2 * DAY, []);
    const today = (await call(null, 'GET', '/api/giveaway')).body;
    await later(DAY, []);
    await drawOverdue();
    const proof = (await call(null, 'GET', `/api/giveaway/draws/${today.day}`)).body;
    expect(proof).to.include({ winner: null, roll: null });
    expect(proof.entries).to.deep.equal([]);
  });

  it('advent calendar: out of season it is closed; in December today’s door opens once, others stay shut', async () => {
    const user = await registerUser(app.url, { main_currency: 'usd' });
    const now = clock.now();
    if (now.getUTCMonth() !== 11 || now.getUTCDate() > 24) {
      expect((await call(user, 'GET', '/api/advent/mine')).body.today).to.equal(null);
      expect((await call(user, 'POST', '/api/advent/doors/1/open')).body.errorCode).to.equal('DOOR_CLOSED');
      const year = now.getUTCMonth() === 11 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
      await later(Date.UTC(year, 11, 5, 12) - now.getTime(), [user]);
    }
    const calendar = (await call(user, 'GET', '/api/advent/mine')).body;
    const door = calendar.today;
    expect(door).to.be.within(1, 24);
    expect((await call(user, 'POST', `/api/advent/doors/${door === 1 ? 2 : door - 1}/open`)).body.errorCode).to.equal(
      'DOOR_CLOSED',
    );
    const opened = await call(user, 'POST', `/api/advent/doors/${door}/open`);
    expect(opened.status).to.equal(200);
    const prize = opened.body.doors[door - 1].opened;
    expect(prize).to.not.equal(null);
    const twice = await call(user, 'POST', `/api/advent/doors/${door}/open`);
    expect(twice.body.errorCode).to.equal('DOOR_ALREADY_OPENED');
    const balance = (await balanceOf(app, user.access_token)).available.usd;
    const spins = (await call(user, 'GET', '/api/user/promo-count')).body;
    if (prize.kind === 'balance') expect([balance, spins]).to.deep.equal([prize.amount, 0]);
    else expect([balance, spins]).to.deep.equal([0, 1]);
    expect((await call(user, 'POST', '/api/advent/doors/25/open')).status).to.equal(400);
  });
});
