import { expect } from 'chai';
import { createRefresher, isMmacForbidden, MAX_REFRESH_FAILURES, skipsUnauthorizedHandling } from './authRecovery';
import { HttpError } from './HttpError';
import { request } from './request';
import { setAuthHandlers, setTokenGetter } from './token';

/**
 * A fake server: /api/user/refresh rotates the pair when given the current refresh token; every
 * other URL answers 401 unless called with the current access token. Records every call.
 */
function fakeServer(options: { refreshStatus?: number; refreshDelayMs?: number } = {}) {
  const state = { access: 'a1', refresh: 'r1', valid: 'a2', issued: 1 };
  const calls: { url: string; auth: string | undefined }[] = [];
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    const auth = (init?.headers as Record<string, string> | undefined)?.Authorization;
    calls.push({ url, auth });
    if (url === '/api/user/refresh') {
      if (options.refreshDelayMs) await new Promise((r) => setTimeout(r, options.refreshDelayMs));
      if (options.refreshStatus && options.refreshStatus !== 200) {
        return new Response(JSON.stringify({ errorCode: 'INVALID_REFRESH_TOKEN' }), { status: options.refreshStatus });
      }
      state.issued++;
      return new Response(JSON.stringify({ access_token: `a${state.issued}`, refresh_token: `r${state.issued}` }), {
        status: 200,
      });
    }
    if (auth === `Bearer ${state.valid}`) return new Response(JSON.stringify({ ok: true, url }), { status: 200 });
    return new Response(JSON.stringify({ errorCode: 'UNAUTHORIZED' }), { status: 401 });
  }) as unknown as typeof fetch;
  return { state, calls, fetchImpl };
}

/** Wires a refresher to in-memory tokens, as installSession does with the cookies. */
function session(server: ReturnType<typeof fakeServer>, tokens: { access: string | null; refresh: string | null }) {
  const events: string[] = [];
  const refresher = createRefresher({
    fetchImpl: server.fetchImpl,
    readTokens: () => ({ ...tokens }),
    storeTokens: (pair) => {
      tokens.access = pair.access_token;
      tokens.refresh = pair.refresh_token;
      events.push(`stored ${pair.access_token}/${pair.refresh_token}`);
    },
    onRefreshFailed: () => void events.push('logged out'),
  });
  const forbidden: unknown[] = [];
  setTokenGetter(() => tokens.access);
  setAuthHandlers({ onUnauthorized: refresher.onUnauthorized, onForbidden: (data) => void forbidden.push(data) });
  return { events, refresher, forbidden, tokens };
}

const refreshCalls = (calls: { url: string }[]) => calls.filter((c) => c.url === '/api/user/refresh').length;

describe('token refresh (request wrapper)', () => {
  afterEach(() => {
    setTokenGetter(() => null);
    setAuthHandlers(null);
  });

  it('spec accounts-platform 4.2: on a 401 one refresh is made, both tokens are stored and the request is retried', async () => {
    const server = fakeServer();
    const { events } = session(server, { access: 'a1', refresh: 'r1' });
    const result = await request<{ ok: boolean }>('/api/user/profile', { fetchImpl: server.fetchImpl });
    expect(result.data.ok).to.equal(true);
    expect(server.calls.map((c) => `${c.url} ${c.auth}`)).to.deep.equal([
      '/api/user/profile Bearer a1',
      '/api/user/refresh Bearer r1',
      '/api/user/profile Bearer a2',
    ]);
    expect(events).to.deep.equal(['stored a2/r2']);
  });

  it('spec accounts-platform 4.2: concurrent 401s wait for the one refresh under the lock, then all retry', async () => {
    const server = fakeServer({ refreshDelayMs: 30 });
    session(server, { access: 'a1', refresh: 'r1' });
    const urls = ['/api/a', '/api/b', '/api/c', '/api/d'];
    const results = await Promise.all(
      urls.map((url) => request<{ url: string }>(url, { fetchImpl: server.fetchImpl })),
    );
    expect(results.map((r) => r.data.url)).to.deep.equal(urls);
    expect(refreshCalls(server.calls)).to.equal(1);
    for (const url of urls)
      expect(server.calls.filter((c) => c.url === url).map((c) => c.auth)).to.deep.equal(['Bearer a1', 'Bearer a2']);
  });

  it('spec accounts-platform 4.2: a request that left before a finished refresh retries with the new token, no second refresh', async () => {
    const server = fakeServer();
    const { refresher, tokens } = session(server, { access: 'a2', refresh: 'r2' });
    // The request was sent with a1; the pair has since been rotated to a2.
    expect(await refresher.onUnauthorized('a1')).to.equal(true);
    expect(refreshCalls(server.calls)).to.equal(0);
    expect(tokens.access).to.equal('a2');
  });

  it('spec accounts-platform 4.2: without a refresh token the 401 goes through and nothing is refreshed', async () => {
    const server = fakeServer();
    const { events } = session(server, { access: 'a1', refresh: null });
    const error = (await request('/api/user/profile', { fetchImpl: server.fetchImpl }).catch(
      (e: unknown) => e,
    )) as HttpError;
    expect(error).to.be.instanceOf(HttpError);
    expect(error.code).to.equal(401);
    expect(refreshCalls(server.calls)).to.equal(0);
    expect(events).to.deep.equal([]);
  });

  it('spec accounts-platform 4.2: a failed refresh counts up and logs out; the 401 reaches the caller', async () => {
    const server = fakeServer({ refreshStatus: 401 });
    const { events, refresher } = session(server, { access: 'a1', refresh: 'r1' });
    const error = (await request('/api/user/profile', { fetchImpl: server.fetchImpl }).catch(
      (e: unknown) => e,
    )) as HttpError;
    expect(error.code).to.equal(401);
    expect(refresher.failures()).to.equal(1);
    expect(events).to.deep.equal(['logged out']);
    // The original request is not retried after a failed refresh.
    expect(server.calls.filter((c) => c.url === '/api/user/profile')).to.have.length(1);
  });

  it('spec accounts-platform 4.2: after 3 consecutive failures no further refresh is attempted', async () => {
    const server = fakeServer({ refreshStatus: 500 });
    const { refresher } = session(server, { access: 'a1', refresh: 'r1' });
    for (let i = 0; i < MAX_REFRESH_FAILURES + 2; i++) {
      await request('/api/x', { fetchImpl: server.fetchImpl, retries: 0 }).catch(() => undefined);
    }
    expect(MAX_REFRESH_FAILURES).to.equal(3);
    expect(refreshCalls(server.calls)).to.equal(3);
    expect(refresher.failures()).to.equal(3);
  });

  it('spec accounts-platform 4.2: a successful refresh resets the consecutive failure count', async () => {
    let fail = true;
    const server = fakeServer();
    const failing = (async (url: string, init?: RequestInit) =>
      url === '/api/user/refresh' && fail
        ? new Response('{}', { status: 502 })
        : server.fetchImpl(url, init)) as unknown as typeof fetch;
    const tokens = { access: 'a1' as string | null, refresh: 'r1' as string | null };
    const refresher = createRefresher({
      fetchImpl: failing,
      readTokens: () => ({ ...tokens }),
      storeTokens: (pair) => {
        tokens.access = pair.access_token;
        tokens.refresh = pair.refresh_token;
      },
      onRefreshFailed: () => undefined,
    });
    expect(await refresher.onUnauthorized('a1')).to.equal(false);
    expect(await refresher.onUnauthorized('a1')).to.equal(false);
    expect(refresher.failures()).to.equal(2);
    fail = false;
    expect(await refresher.onUnauthorized('a1')).to.equal(true);
    expect(refresher.failures()).to.equal(0);
  });

  it('spec accounts-platform 4.2: a request still refused after its retry is not refreshed again', async () => {
    const server = fakeServer();
    server.state.valid = 'never';
    session(server, { access: 'a1', refresh: 'r1' });
    const error = (await request('/api/x', { fetchImpl: server.fetchImpl }).catch((e: unknown) => e)) as HttpError;
    expect(error.code).to.equal(401);
    expect(refreshCalls(server.calls)).to.equal(1);
    expect(server.calls.filter((c) => c.url === '/api/x')).to.have.length(2);
  });

  it('spec accounts-platform 4.2: 401 handling is skipped for the refresh, login and update-password URLs', async () => {
    for (const url of ['/api/user/login', '/api/user/update-password']) {
      const server = fakeServer();
      session(server, { access: 'a1', refresh: 'r1' });
      const error = (await request(url, { method: 'POST', body: {}, fetchImpl: server.fetchImpl }).catch(
        (e: unknown) => e,
      )) as HttpError;
      expect(error.code, url).to.equal(401);
      expect(refreshCalls(server.calls), url).to.equal(0);
    }
    expect(skipsUnauthorizedHandling('/api/user/refresh')).to.equal(true);
    expect(skipsUnauthorizedHandling('http://localhost:3000/api/user/login?x=1')).to.equal(true);
    expect(skipsUnauthorizedHandling('/api/user/update-password')).to.equal(true);
    expect(skipsUnauthorizedHandling('/api/user/update-password-reset-code')).to.equal(false);
    expect(skipsUnauthorizedHandling('/api/user/profile')).to.equal(false);
  });

  it('spec accounts-platform 4.2: a 403 whose body has an mmac field reaches the forbidden handler', async () => {
    const body = { mmac: true, errorCode: 'FORBIDDEN' };
    const fetchImpl = (async () => new Response(JSON.stringify(body), { status: 403 })) as unknown as typeof fetch;
    const server = fakeServer();
    const { forbidden } = session(server, { access: 'a1', refresh: 'r1' });
    const error = (await request('/api/mm2/inventory', { fetchImpl }).catch((e: unknown) => e)) as HttpError;
    expect(error.code).to.equal(403);
    expect(forbidden).to.deep.equal([body]);
    expect(isMmacForbidden(body)).to.equal(true);
    expect(isMmacForbidden({ errorCode: 'FORBIDDEN' })).to.equal(false);
    expect(isMmacForbidden(null)).to.equal(false);
    expect(isMmacForbidden('mmac')).to.equal(false);
  });
});
