import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from 'chai';
import express from 'express';
import sinon from 'sinon';
import { startTestApp, type TestApp } from '../support/app';
import { listInventory, NEON_FLY, seedSeller } from '../support/sellers';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly the headers given (fetch would add and decode its own Accept-Encoding). */
function rawGet(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, baseUrl), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * GET /api/{game}/market is answered in front of Express (src/platform/http/fast-path.ts) for public
 * market and search queries. Express's own route (reached here through `/market/`, a spelling the
 * fast route leaves to it) is the reference: the fast path must answer exactly as it would.
 */
describe('market fast path: public market answers served in front of Express, as Express would serve them', () => {
  let app: TestApp;
  const expressJson = () => sinon.spy(express.response, 'json');

  before(async () => {
    app = await startTestApp();
    const seller = await seedSeller(app, 'adopt', [
      { slug: 'shadow-dragon' },
      { slug: 'shadow-dragon', variant: NEON_FLY },
      { slug: 'frost-dragon', variant: NEON_FLY },
      { slug: 'bat-dragon' },
      { slug: 'owl' },
      { slug: 'parrot', variant: { level: 'mega_neon' } },
      { slug: 'turtle' },
    ]);
    await listInventory(app, seller, 'adopt');
  });
  after(() => app?.stop());
  afterEach(() => sinon.restore());

  const queries = [
    '',
    '?type=pet&sort=price',
    '?q=shdow%20dragon',
    '?currency=rub&level=neon&property=flyable',
    '?limit=2&sort=name',
  ];

  it('the same bytes, ETag and content type as Express for market, search, filters and currencies, without Express', async () => {
    for (const query of queries) {
      const json = expressJson();
      const fast = await rawGet(app.url, `/api/adopt/market${query}`);
      expect(json.callCount, `${query}: answered before Express`).to.equal(0);
      const reference = await rawGet(app.url, `/api/adopt/market/${query}`);
      expect(json.callCount, `${query}: Express answered the other spelling`).to.equal(1);
      sinon.restore();
      expect(fast.status, fast.body.toString()).to.equal(200);
      expect(fast.body.toString(), query).to.equal(reference.body.toString());
      expect(fast.headers.etag, query).to.equal(reference.headers.etag);
      expect(fast.headers['content-type']).to.equal(reference.headers['content-type']);
      expect(fast.headers['content-length']).to.equal(String(fast.body.length));
    }
  });

  it('gzip or brotli as the client prefers (gzip on a tie: cheaper per answer), identity when it accepts neither; Vary: Accept-Encoding', async () => {
    const path = '/api/adopt/market?sort=date';
    const plain = await rawGet(app.url, path);
    expect(plain.body.length, 'an answer big enough to compress').to.be.greaterThan(1024);
    expect(plain.headers['content-encoding']).to.equal(undefined);
    const cases: Array<[string, string | undefined, (b: Buffer) => Buffer]> = [
      ['gzip, deflate, br', 'gzip', gunzipSync],
      ['br', 'br', brotliDecompressSync],
      ['gzip;q=0.5, br', 'br', brotliDecompressSync],
      ['br;q=0.5, gzip', 'gzip', gunzipSync],
      ['*', 'gzip', gunzipSync],
      ['deflate', undefined, (b) => b],
      ['br;q=0, gzip;q=0', undefined, (b) => b],
    ];
    for (const [accept, encoding, decode] of cases) {
      const answer = await rawGet(app.url, path, { 'accept-encoding': accept });
      expect(answer.headers['content-encoding'], accept).to.equal(encoding);
      expect(answer.headers.vary, accept).to.equal('Accept-Encoding');
      expect(answer.headers.etag, accept).to.equal(plain.headers.etag);
      expect(decode(answer.body).toString(), accept).to.equal(plain.body.toString());
    }
    const small = await rawGet(app.url, '/api/adopt/market?q=zzzzqqqq', { 'accept-encoding': 'br' });
    expect(JSON.parse(small.body.toString())).to.include({ total: 0 });
    expect(small.headers['content-encoding'], 'too small to be worth compressing').to.equal(undefined);
  });

  it("304 Not Modified without a body when If-None-Match names the answer's ETag, unless the client says no-cache", async () => {
    const path = '/api/adopt/market?type=pet';
    const { headers } = await rawGet(app.url, path);
    const revalidated = await rawGet(app.url, path, { 'if-none-match': String(headers.etag) });
    expect(revalidated.status).to.equal(304);
    expect(revalidated.body.length).to.equal(0);
    expect((await rawGet(app.url, path, { 'if-none-match': `"other", ${String(headers.etag)}` })).status).to.equal(304);
    expect((await rawGet(app.url, path, { 'if-none-match': '"other"' })).status).to.equal(200);
    expect(
      (await rawGet(app.url, path, { 'if-none-match': String(headers.etag), 'cache-control': 'no-cache' })).status,
    ).to.equal(200);
  });

  it('bad input gets the same 400 as from Express; seller pages are left to Express, uncached', async () => {
    for (const query of [
      '?rarity=godly',
      '?limit=0',
      '?priceFrom=abc',
      '?sort=cheapest',
      '?cursor=%%%',
      '?cursor=abc',
    ]) {
      const answer = await rawGet(app.url, `/api/adopt/market${query}`);
      expect(answer.status, query).to.equal(400);
      const body = JSON.parse(answer.body.toString());
      expect(body.errorCode, query).to.be.a('string');
      expect(body).to.deep.equal(JSON.parse((await rawGet(app.url, `/api/adopt/market/${query}`)).body.toString()));
    }
    const seller = await seedSeller(app, 'adopt', [{ slug: 'owl' }]);
    const json = expressJson();
    expect((await rawGet(app.url, `/api/adopt/market?seller=${seller.userId}`)).status).to.equal(200);
    expect(json.callCount, 'a seller page goes through Express').to.equal(1);
  });

  it("other methods and other games' spellings reach Express: HEAD answers headers, an unknown game is a 400", async () => {
    const head = await new Promise<number>((resolve, reject) => {
      request(new URL('/api/mm2/market', app.url), { method: 'HEAD' }, (res) => resolve(res.statusCode!))
        .on('error', reject)
        .end();
    });
    expect(head).to.equal(200);
    const unknown = await rawGet(app.url, '/api/roblox/market');
    expect(unknown.status).to.equal(400);
    expect(JSON.parse(unknown.body.toString()).errorCode).to.be.a('string');
  });
});
