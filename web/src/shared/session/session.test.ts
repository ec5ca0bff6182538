import { expect } from 'chai';
import { setTokenGetter } from '../api/token';
import { store } from '../state/store';
import {
  applyProfile,
  changeCurrency,
  clearSession,
  closeAuth,
  openAuth,
  rememberRedirect,
  setRegisterStep,
  takeRedirect,
} from './session';

/** A Map-backed localStorage and a scripted fetch for the Node test run. */
function fakeBrowser(answers: Record<string, { status: number; body: unknown }> = {}) {
  const data = new Map<string, string>();
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
  const calls: { url: string; body: unknown }[] = [];
  const g = globalThis as Record<string, unknown>;
  const saved = { localStorage: g.localStorage, fetch: g.fetch };
  g.localStorage = storage;
  g.fetch = async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[url] ?? { status: 404, body: { errorCode: 'NOT_FOUND' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  };
  return {
    data,
    calls,
    restore: () => {
      g.localStorage = saved.localStorage;
      g.fetch = saved.fetch;
    },
  };
}

const profile = {
  user_id: 'u1',
  username: 'trader',
  email: 't@example.com',
  date_register: '2030-01-01T00:00:00Z',
  main_country: 'DE',
  main_language: 'de',
  main_currency: 'usd',
  ref_code: 'abc',
  avatar_url: 3,
  ab_test: { name: 'exclusive_club', version: 7, userGroup: 1 },
  newness: 'new',
  two_factor_enabled: false,
  mm_beta: false,
} as const;

describe('session', () => {
  let browser: ReturnType<typeof fakeBrowser>;
  afterEach(() => {
    browser?.restore();
    setTokenGetter(() => null);
    store.isAuth = false;
    store.toasts = [];
  });

  it('spec accounts-platform 4.1: logout clears the profile, beta flag and auth, resets the game and removes cart caches', () => {
    browser = fakeBrowser();
    for (const key of ['inventoryCart', 'ADOPT-inventoryCart', 'MURDER_MYSTERY-inventoryCart', 'theme'])
      browser.data.set(key, 'x');
    Object.assign(store, { isAuth: true, accessToken: 't', betaAvailable: true, game: 'mm2' });
    applyProfile(profile as never);
    expect(store.profile?.user_id).to.equal('u1');
    clearSession();
    expect(store).to.include({ isAuth: false, accessToken: null, betaAvailable: false, profile: null, game: 'adopt' });
    expect([...browser.data.keys()].sort()).to.deep.equal(['currency', 'game', 'language', 'theme']);
  });

  it('spec accounts-platform 4.1: a profile without a user_id is not kept; a profile sets currency, language and country', () => {
    browser = fakeBrowser();
    applyProfile({} as never);
    expect(store.profile).to.equal(null);
    applyProfile(profile as never);
    expect(store).to.include({ currency: 'usd', chosenLanguage: 'de', country: 'DE' });
  });

  it('spec accounts-platform 2.6: closing the auth modal resets the register step to 0', () => {
    openAuth('register', { registerType: 'free_pet' });
    setRegisterStep(2);
    expect(store.authModal).to.include({ form: 'register', registerStep: 2, registerType: 'free_pet' });
    closeAuth();
    expect(store.authModal).to.include({ form: null, registerStep: 0 });
    openAuth('register');
    expect(store.authModal.registerStep).to.equal(0);
    closeAuth();
  });

  it('spec accounts-platform 4.1: the stored redirect target is followed once and cleared; only same-site paths', () => {
    browser = fakeBrowser();
    rememberRedirect('/ru/profile');
    expect(browser.data.get('redirect-after-auth')).to.equal('/ru/profile');
    expect(takeRedirect()).to.equal('/ru/profile');
    expect(takeRedirect()).to.equal(null);
    rememberRedirect('//evil.example/x');
    expect(takeRedirect()).to.equal(null);
  });

  it('spec accounts-platform 4.5: a currency change does nothing when empty or unchanged; a guest applies it locally only', async () => {
    browser = fakeBrowser();
    store.currency = 'eur';
    await changeCurrency('');
    await changeCurrency('eur');
    expect(browser.calls).to.deep.equal([]);
    await changeCurrency('rub');
    expect(store.currency).to.equal('rub');
    expect(browser.calls).to.deep.equal([]);
  });

  it('spec accounts-platform 4.5: a signed-in change tells the server; a non-200 answer shows the toast, then applies locally', async () => {
    browser = fakeBrowser({ '/api/user/currency': { status: 200, body: { code: 500 } } });
    store.currency = 'eur';
    store.isAuth = true;
    await changeCurrency('usd');
    expect(browser.calls).to.deep.equal([{ url: '/api/user/currency', body: { currency: 'usd' } }]);
    expect(store.toasts.map((t) => [t.type, t.message.id])).to.deep.equal([['error', 'toast.currencyFailed']]);
    expect(store.currency).to.equal('usd');
    store.toasts = [];
    browser.restore();
    browser = fakeBrowser({ '/api/user/currency': { status: 200, body: { code: 200 } } });
    await changeCurrency('rub');
    expect(store.toasts).to.deep.equal([]);
    expect(store.currency).to.equal('rub');
  });
});
