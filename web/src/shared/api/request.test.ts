import { expect } from 'chai';
import { HttpError } from './HttpError';
import { request, requestMultipart } from './request';
import { backoffDelay, isRetriable } from './retry';
import { setTokenGetter } from './token';

type Step = { status: number; body?: unknown } | 'network' | 'abort';

/** A fetch that answers from a script and records calls. */
function scriptedFetch(steps: Step[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const impl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const step = steps.shift() ?? { status: 200, body: {} };
    if (step === 'network') throw new TypeError('Failed to fetch');
    if (step === 'abort') throw Object.assign(new Error('aborted'), { name: 'AbortError' });
    return new Response(step.body === undefined ? null : JSON.stringify(step.body), { status: step.status });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

function recordingSleep() {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
}

describe('request wrapper', () => {
  afterEach(() => setTokenGetter(() => null));

  it('spec accounts-platform 7: backoff is 1000 ms times 2 to the attempt, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((a) => backoffDelay(a))).to.deep.equal([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('spec accounts-platform 7: only network failures, 5xx and 429 are retried', () => {
    expect(isRetriable(0, false)).to.equal(true);
    expect(isRetriable(500, false)).to.equal(true);
    expect(isRetriable(503, false)).to.equal(true);
    expect(isRetriable(429, false)).to.equal(true);
    expect(isRetriable(400, false)).to.equal(false);
    expect(isRetriable(404, false)).to.equal(false);
    expect(isRetriable(0, true)).to.equal(false);
  });

  it('spec accounts-platform 7: default 3 retries with growing delays, then the error is thrown', async () => {
    const { impl, calls } = scriptedFetch([
      'network',
      { status: 500 },
      { status: 502 },
      { status: 503, body: { errorCode: 'DOWN' } },
    ]);
    const { delays, sleep } = recordingSleep();
    const error = await request('/api/x', { fetchImpl: impl, sleep }).catch((e: unknown) => e);
    expect(calls).to.have.length(4);
    expect(delays).to.deep.equal([1000, 2000, 4000]);
    expect(error).to.be.instanceOf(HttpError);
    expect(error).to.include({ code: 503, isCancelled: false });
    expect((error as HttpError).data).to.deep.equal({ errorCode: 'DOWN' });
    expect((error as HttpError).date).to.be.instanceOf(Date);
  });

  it('spec accounts-platform 7: a retry that succeeds returns code, data and response', async () => {
    const { impl, calls } = scriptedFetch([{ status: 429 }, { status: 200, body: { ok: true } }]);
    const { delays, sleep } = recordingSleep();
    const result = await request<{ ok: boolean }>('/api/x', { fetchImpl: impl, sleep });
    expect(calls).to.have.length(2);
    expect(delays).to.deep.equal([1000]);
    expect(result.statusCode).to.equal(200);
    expect(result.data).to.deep.equal({ ok: true });
    expect(result.response).to.be.instanceOf(Response);
  });

  it('spec accounts-platform 7: 4xx is never retried and throws with the body', async () => {
    const body = { errorCode: 'NOT_FOUND', message: 'no', details: {} };
    const { impl, calls } = scriptedFetch([{ status: 404, body }]);
    const { delays, sleep } = recordingSleep();
    const error = (await request('/api/x', { fetchImpl: impl, sleep }).catch((e: unknown) => e)) as HttpError;
    expect(calls).to.have.length(1);
    expect(delays).to.deep.equal([]);
    expect(error.code).to.equal(404);
    expect(error.data).to.deep.equal(body);
  });

  it('spec accounts-platform 7: a network failure gives status 0', async () => {
    const { impl } = scriptedFetch(['network']);
    const error = (await request('/api/x', { fetchImpl: impl, retries: 0 }).catch((e: unknown) => e)) as HttpError;
    expect(error).to.include({ code: 0, isCancelled: false });
  });

  it('spec accounts-platform 7: an abort gives isCancelled with status 0 and is not retried', async () => {
    const { impl, calls } = scriptedFetch(['abort']);
    const { delays, sleep } = recordingSleep();
    const error = (await request('/api/x', { fetchImpl: impl, sleep }).catch((e: unknown) => e)) as HttpError;
    expect(calls).to.have.length(1);
    expect(delays).to.deep.equal([]);
    expect(error).to.include({ code: 0, isCancelled: true });
  });

  it('spec accounts-platform 7: JSON body, query and Bearer token when a token exists', async () => {
    setTokenGetter(() => 'tok');
    const { impl, calls } = scriptedFetch([{ status: 201, body: {} }]);
    await request('/api/x', { fetchImpl: impl, method: 'POST', body: { a: 1 }, query: { b: 'c', d: undefined } });
    const call = calls[0]!;
    expect(call.url).to.equal('/api/x?b=c');
    const headers = call.init?.headers as Record<string, string>;
    expect(headers.Authorization).to.equal('Bearer tok');
    expect(headers['Content-Type']).to.equal('application/json');
    expect(call.init?.body).to.equal('{"a":1}');
  });

  it('spec accounts-platform 7: no Authorization header without a token', async () => {
    const { impl, calls } = scriptedFetch([{ status: 200, body: {} }]);
    await request('/api/x', { fetchImpl: impl });
    expect((calls[0]!.init!.headers as Record<string, string>).Authorization).to.equal(undefined);
  });

  it('sends a FormData as it is (no content type of its own), with the token, and does not retry it', async () => {
    setTokenGetter(() => 'tok');
    const { impl, calls } = scriptedFetch([{ status: 500 }]);
    const form = new FormData();
    form.append('text', 'hello');
    const error = await requestMultipart('/api/support/questions', form, { fetchImpl: impl }).catch((e) => e);
    expect(error).to.be.instanceOf(HttpError);
    expect(calls).to.have.length(1);
    const init = calls[0]!.init!;
    expect(init.method).to.equal('POST');
    expect(init.body).to.equal(form);
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).to.equal(undefined);
    expect(headers.Authorization).to.equal('Bearer tok');
  });

  it('reads an answer as a Blob when asked (an attachment), a refusal still as JSON', async () => {
    const { impl } = scriptedFetch([
      { status: 200, body: 'bytes' },
      { status: 404, body: { errorCode: 'NOT_FOUND' } },
    ]);
    const ok = await request<Blob>('/api/a', { fetchImpl: impl, as: 'blob' });
    expect(ok.data).to.be.instanceOf(Blob);
    const error = await request('/api/a', { fetchImpl: impl, as: 'blob' }).catch((e) => e);
    expect((error as HttpError).data).to.deep.equal({ errorCode: 'NOT_FOUND' });
  });
});
