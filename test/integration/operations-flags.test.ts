import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { FEATURE_FLAG_DEFAULTS } from '../../kernel';
import { startTestApp, type TestApp } from '../support/app';
import { api } from '../support/http';
import { connectNotifications, waitFor } from '../support/socket';
import { registerUser, type TestUser } from '../support/users';
import { userIdOf } from '../support/wallet';

const ADMIN = 'flags-admin-token-for-tests-0123456789';

// Staff switch feature flags at run time (issue 19; spec accounts-platform 6): stored overrides, every process reads
// them at once, open pages hear FLAGS_CHANGE. Then one test per flag the server gates, each switched live.
describe('operations module: feature flags switched live (spec accounts-platform 6)', () => {
  let app: TestApp;
  let other: TestApp;
  let user: TestUser;
  before(async () => {
    app = await startTestApp({ env: { ADMIN_TOKEN: ADMIN, FEATURE_FLAGS: 'gameSwitcher=on' } });
    // A second process on the same database, as a deployment with several would run.
    other = await startTestApp({ databaseUrl: app.databaseUrl, env: { ADMIN_TOKEN: ADMIN } });
    user = await registerUser(app.url);
  });
  after(async () => {
    await other?.stop();
    await app?.stop();
  });

  const setFlag = async (flag: string, value: boolean) => {
    const answer = await api(app.url, 'PUT', `/api/admin/flags/${flag}`, { token: ADMIN, body: { value } });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    return answer.body;
  };
  const clearFlag = (flag: string) => api(app.url, 'DELETE', `/api/admin/flags/${flag}`, { token: ADMIN });
  const publicFlags = async (on = app) => (await api(on.url, 'GET', '/api/flags')).body.flags;
  /** Switches a flag for the duration of a test, then gives it back to its configured value. */
  const withFlag = async (flag: string, value: boolean, check: () => Promise<void>) => {
    await setFlag(flag, value);
    try {
      await check();
    } finally {
      await clearFlag(flag);
    }
  };

  describe('the staff API', () => {
    it('GET /api/admin/flags: every flag with its value and where it comes from (default, config, override)', async () => {
      await setFlag('reviews', false);
      try {
        const { status, body } = await api(app.url, 'GET', '/api/admin/flags', { token: ADMIN });
        expect(status).to.equal(200);
        const byName = Object.fromEntries(body.flags.map((f: { flag: string }) => [f.flag, f]));
        expect(Object.keys(byName)).to.have.members(Object.keys(FEATURE_FLAG_DEFAULTS));
        expect(byName.fastSale).to.deep.equal({ flag: 'fastSale', value: true, source: 'default', configured: true });
        expect(byName.gameSwitcher).to.deep.equal({
          flag: 'gameSwitcher',
          value: true,
          source: 'config',
          configured: true,
        });
        expect(byName.reviews).to.deep.equal({ flag: 'reviews', value: false, source: 'override', configured: true });
      } finally {
        await clearFlag('reviews');
      }
    });

    it('PUT switches a flag (GET /api/flags shows it), DELETE gives it back; both are audited with the value before', async () => {
      expect(await setFlag('newFaq', false)).to.deep.equal({
        flag: 'newFaq',
        value: false,
        source: 'override',
        configured: true,
      });
      expect((await publicFlags()).newFaq).to.equal(false);
      const cleared = await clearFlag('newFaq');
      expect(cleared.body).to.include({ value: true, source: 'default' });
      expect((await publicFlags()).newFaq).to.equal(true);

      const audit = await api(app.url, 'GET', '/api/admin/audit?action=flags', { token: ADMIN });
      const entries = (audit.body.entries as { action: string; before: any; after: any }[]).filter((e) =>
        e.action.includes('/admin/flags/:flag'),
      );
      const put = entries.find((e) => e.action.startsWith('PUT') && e.after.flag === 'newFaq')!;
      expect(put.before).to.include({ flag: 'newFaq', value: true, source: 'default' });
      expect(put.after).to.include({ value: false, source: 'override' });
      const del = entries.find((e) => e.action.startsWith('DELETE') && e.after.flag === 'newFaq')!;
      expect(del.before).to.include({ value: false, source: 'override' });
    });

    it('refused without admin rights (401, 403), for an unknown flag or a non-boolean value (400), and nothing changes', async () => {
      const path = '/api/admin/flags/fastSale';
      expect((await api(app.url, 'PUT', path, { body: { value: false } })).status).to.equal(401);
      expect((await api(app.url, 'PUT', path, { body: { value: false }, token: user.access_token })).status).to.equal(
        403,
      );
      expect((await api(app.url, 'GET', '/api/admin/flags', { token: user.access_token })).status).to.equal(403);
      for (const [flagPath, body] of [
        ['/api/admin/flags/teleport', { value: false }],
        ['/api/admin/flags/quiz', { value: false }],
        [path, { value: 'off' }],
        [path, { value: 0 }],
        [path, {}],
      ] as const) {
        const answer = await api(app.url, 'PUT', flagPath, { body, token: ADMIN });
        expect(answer.status, `${flagPath} ${JSON.stringify(body)}`).to.equal(400);
        expect(answer.body.errorCode).to.equal('VALIDATION_ERROR');
      }
      expect((await publicFlags()).fastSale).to.equal(true);
    });

    it("an admin's session switches flags and the dev status (the console), an operator's is refused (403)", async () => {
      const [admin, operator] = [await registerUser(app.url), await registerUser(app.url)];
      for (const [who, role] of [
        [admin, 'admin'],
        [operator, 'operator'],
      ] as const) {
        const granted = await api(app.url, 'PUT', `/api/admin/users/${userIdOf(who)}/role`, {
          token: ADMIN,
          body: { role },
        });
        expect(granted.status).to.equal(200);
      }
      const flagPath = '/api/admin/flags/gameSwitcher';
      expect((await api(app.url, 'GET', '/api/admin/flags', { token: operator.access_token })).status).to.equal(403);
      const refused = await api(app.url, 'PUT', flagPath, { token: operator.access_token, body: { value: false } });
      expect(refused.status).to.equal(403);
      expect((await publicFlags()).gameSwitcher).to.equal(true);
      const put = await api(app.url, 'PUT', flagPath, { token: admin.access_token, body: { value: false } });
      expect(put.status, JSON.stringify(put.body)).to.equal(200);
      expect((await publicFlags()).gameSwitcher).to.equal(false);
      expect((await api(app.url, 'DELETE', flagPath, { token: admin.access_token })).body).to.include({
        value: true,
        source: 'config',
      });
      const dev = await api(app.url, 'PUT', '/api/admin/dev-status', {
        token: admin.access_token,
        body: { status: 'testing' },
      });
      expect(dev.status).to.equal(200);
      await api(app.url, 'PUT', '/api/admin/dev-status', { token: admin.access_token, body: { status: null } });
    });

    it('a switch reaches every open page live (FLAGS_CHANGE with every flag); one that changes nothing is not pushed', async () => {
      const page = await connectNotifications(app.url);
      const elsewhere = await connectNotifications(other.url);
      try {
        const news = (p: typeof page) => p.received.filter((n) => n.payloadType === 'FLAGS_CHANGE');
        await setFlag('fastSale', true); // already true: nothing to push
        await setFlag('fastSale', false);
        for (const p of [page, elsewhere])
          await waitFor(
            () => news(p),
            (n) => n.length === 1,
          );
        const { flags } = news(page)[0]!.payload as { flags: Record<string, boolean> };
        expect(flags).to.include({ fastSale: false, gameSwitcher: true, reviews: true });
        await clearFlag('fastSale');
        await waitFor(
          () => news(page),
          (n) => n.length === 2,
        );
        expect((news(page)[1]!.payload as { flags: Record<string, boolean> }).flags.fastSale).to.equal(true);
      } finally {
        page.socket.close();
        elsewhere.socket.close();
      }
    });

    it('another process reads the switch at once, and gates by it (reviews off there too)', async () => {
      await withFlag('reviews', false, async () => {
        expect((await publicFlags(other)).reviews).to.equal(false);
        const refused = await api(other.url, 'GET', '/api/reviews/reviewable', { token: user.access_token });
        expect(refused.status).to.equal(404);
        expect(refused.body.errorCode).to.equal('FEATURE_DISABLED');
      });
      await waitFor(
        async () => (await publicFlags(other)).reviews,
        (value) => value === true,
      );
    });
  });

  describe('the dev status (spec accounts-platform 4.10)', () => {
    it('staff set it (testing, development, null), GET /api/flags carries it, open pages hear DEV_STATUS_CHANGE', async () => {
      const page = await connectNotifications(other.url);
      try {
        expect((await api(app.url, 'GET', '/api/flags')).body.devStatus).to.equal(null);
        for (const status of ['development', 'testing', null]) {
          const put = await api(app.url, 'PUT', '/api/admin/dev-status', { token: ADMIN, body: { status } });
          expect(put.status, JSON.stringify(put.body)).to.equal(200);
          expect(put.body).to.deep.equal({ status });
          // The writer's own process answers with it at once; another process once the change's signal reached it.
          expect((await api(app.url, 'GET', '/api/flags')).body.devStatus).to.equal(status);
          await waitFor(
            async () => (await api(other.url, 'GET', '/api/flags')).body.devStatus,
            (value) => value === status,
            5_000,
          );
        }
        const news = () => page.received.filter((n) => n.payloadType === 'DEV_STATUS_CHANGE');
        await waitFor(news, (n) => n.length === 3);
        expect(news().map((n) => n.payload)).to.deep.equal([
          { status: 'development' },
          { status: 'testing' },
          { status: null },
        ]);
      } finally {
        page.socket.close();
      }
    });

    it('refused for a non-admin (403) and for a status it does not know (400); nothing changes', async () => {
      const body = { status: 'development' };
      expect((await api(app.url, 'PUT', '/api/admin/dev-status', { body, token: user.access_token })).status).to.equal(
        403,
      );
      for (const bad of [{ status: 'beta' }, {}, { status: true }]) {
        const answer = await api(app.url, 'PUT', '/api/admin/dev-status', { body: bad, token: ADMIN });
        expect(answer.status, JSON.stringify(bad)).to.equal(400);
      }
      expect((await api(app.url, 'GET', '/api/flags')).body.devStatus).to.equal(null);
    });
  });

  describe('each flag gates what its name says, on the server, switched live', () => {
    const refusedWith = (answer: { status: number; body: any }, status: number, code: string) => {
      expect(answer.status, JSON.stringify(answer.body)).to.equal(status);
      expect(answer.body.errorCode).to.equal(code);
    };
    const freshUser = () => {
      const tag = randomUUID().slice(0, 8);
      return {
        username: `flag_${tag}`,
        email: `flag_${tag}@example.com`,
        password: 'Passw0rd!',
        main_currency: 'usd',
        main_language: 'en',
      };
    };

    it('registration: off refuses sign-up (403 FEATURE_DISABLED), on again lets it in', async () => {
      await withFlag('registration', false, async () => {
        refusedWith(await api(app.url, 'POST', '/api/user/register', { body: freshUser() }), 403, 'FEATURE_DISABLED');
      });
      expect((await api(app.url, 'POST', '/api/user/register', { body: freshUser() })).status).to.equal(201);
    });

    it('registrationDisabled: on refuses sign-up (403 FEATURE_DISABLED)', async () => {
      await withFlag('registrationDisabled', true, async () => {
        refusedWith(await api(app.url, 'POST', '/api/user/register', { body: freshUser() }), 403, 'FEATURE_DISABLED');
      });
    });

    it('socialLogin: off refuses the social sign-in addresses (403 FEATURE_DISABLED)', async () => {
      expect((await api(app.url, 'GET', '/api/user/vkurl')).status).to.equal(200);
      await withFlag('socialLogin', false, async () => {
        refusedWith(await api(app.url, 'GET', '/api/user/vkurl'), 403, 'FEATURE_DISABLED');
      });
    });

    it('fastSale: off refuses the quick-sale offer and a quick-sale start (404 FEATURE_DISABLED)', async () => {
      await withFlag('fastSale', false, async () => {
        const token = user.access_token;
        refusedWith(
          await api(app.url, 'GET', '/api/adopt/quick-sales/offer?currency=usd', { token }),
          404,
          'FEATURE_DISABLED',
        );
        const start = await api(app.url, 'POST', '/api/adopt/quick-sales', {
          token,
          body: { currency: 'usd', accountId: randomUUID(), items: [{ id: randomUUID(), price: 100 }] },
        });
        refusedWith(start, 404, 'FEATURE_DISABLED');
      });
    });

    it('cartReservation: on opens cart reservation, off refuses it (404 FEATURE_DISABLED)', async () => {
      const reservation = () =>
        api(app.url, 'GET', '/api/adopt/cart/reservation?currency=usd', { token: user.access_token });
      refusedWith(await reservation(), 404, 'FEATURE_DISABLED');
      await withFlag('cartReservation', true, async () => {
        const open = await reservation();
        expect(open.status, JSON.stringify(open.body)).to.equal(200);
      });
      refusedWith(await reservation(), 404, 'FEATURE_DISABLED');
    });

    it('reviews: off refuses posting and reading reviews (404 FEATURE_DISABLED)', async () => {
      await withFlag('reviews', false, async () => {
        const token = user.access_token;
        refusedWith(
          await api(app.url, 'POST', '/api/reviews/site', { token, body: { stars: 5, text: 'Great shop' } }),
          404,
          'FEATURE_DISABLED',
        );
        refusedWith(await api(app.url, 'GET', '/api/reviews/reviewable', { token }), 404, 'FEATURE_DISABLED');
      });
    });

    it('twoFactor: on opens two-factor set-up, off refuses it (403 FEATURE_DISABLED)', async () => {
      const setup = () => api(app.url, 'POST', '/api/user/2fa/setup', { token: user.access_token });
      refusedWith(await setup(), 403, 'FEATURE_DISABLED');
      await withFlag('twoFactor', true, async () => {
        expect((await setup()).status).to.equal(200);
      });
    });

    it('newFaq: off refuses the FAQ (404 FEATURE_DISABLED)', async () => {
      expect((await api(app.url, 'GET', '/api/support/faq?lang=en')).status).to.equal(200);
      await withFlag('newFaq', false, async () => {
        refusedWith(await api(app.url, 'GET', '/api/support/faq?lang=en'), 404, 'FEATURE_DISABLED');
      });
    });

    it('newFortuneWheel: off refuses a spin (403 WHEEL_UNAVAILABLE)', async () => {
      await withFlag('newFortuneWheel', false, async () => {
        const spin = await api(app.url, 'POST', '/api/fortune/spin', {
          token: user.access_token,
          body: { petOfferId: null },
        });
        refusedWith(spin, 403, 'WHEEL_UNAVAILABLE');
      });
    });

    const chat = async (as: TestUser) =>
      (
        await api(app.url, 'POST', '/api/support/chats', {
          token: as.access_token,
          body: { text: 'How do I collect the items I bought?', clientId: randomUUID(), language: 'en' },
        })
      ).body.chat;

    it('chatBot: on, the assistant bot answers a chat first; off (aiSupport off too), the chat waits for an operator', async () => {
      expect((await chat(await registerUser(app.url))).messages[1]).to.include({ senderKind: 'bot' });
      await withFlag('chatBot', false, async () => {
        const waiting = await chat(await registerUser(app.url));
        expect(waiting.state).to.equal('waiting');
        expect(waiting.messages).to.have.length(1);
      });
    });

    it('aiSupport: on, the AI assistant writes the answer out', async () => {
      await withFlag('aiSupport', true, async () => {
        const answer = (await chat(await registerUser(app.url))).messages[1];
        expect(answer).to.include({ senderKind: 'ai', saying: 'articles' });
        expect(answer.text).to.be.a('string').with.length.above(20);
      });
    });
  });
});
