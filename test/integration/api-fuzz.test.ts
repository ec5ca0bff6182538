import { expect } from 'chai';
import fc from 'fast-check';
import { startTestApp, type TestApp } from '../support/app';
import { api } from '../support/http';
import { registerUser, type TestUser } from '../support/users';
import { balanceOf, cardIdOf, listedSeller, topUp } from '../support/wallet';

const ADMIN = 'operator-token-for-fuzz-tests-0123';
/** Generated inputs per operation and caller (a guest, a signed-in user). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);

interface Operation {
  method: string;
  path: string;
  /** The codes the document names, when it says they are all the operation answers. */
  codes: Set<string> | null;
  pathParams: string[];
  query: string[];
  body: Record<string, unknown> | null;
}

// ---- The malformed inputs, by family ----

/** Codes any request may meet before its route runs (a rate limit, a body the parser refused). */
const TRANSPORT_CODES = new Set(['TOO_MANY_REQUESTS', 'BAD_REQUEST', 'INVALID_JSON']);

/** Keys that name Object.prototype's properties: data to us, never a property lookup. */
const PROTO_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
];
const deep = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};
const hugeString = 'x'.repeat(200_000);
const strings = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m',
    '\u202e',
    '🙂'.repeat(40),
    'Ω≈ç√∫',
    '%00',
    '../../etc',
  ),
  fc.constantFrom('null', 'undefined', 'NaN', '-1', '1e309', '99999999999999999999999', '0x10', "' OR 1=1 --"),
  fc.string({ maxLength: 30, unit: 'binary' }),
  fc.constant(hugeString),
);
const numbers = fc.oneof(
  fc.constantFrom(0, -0, 1, -1, 0.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53), 2 ** 63, 1e308, -1e308),
  fc.integer(),
  fc.double({ noNaN: true }),
);
const protoObject = fc
  .subarray(PROTO_KEYS, { minLength: 1 })
  .map((keys) => JSON.parse(`{${keys.map((k) => `"${k}": {"polluted": 1}`).join(',')}}`) as unknown);
const scalar = fc.oneof(strings, numbers, fc.boolean(), fc.constant(null));
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: protoObject },
  { weight: 1, arbitrary: fc.constant(deep(50)) },
);
/** A body sent as this text as is: nesting deeper than JSON.stringify (or a naive walk) can go. */
class RawBody {
  constructor(readonly text: string) {}
}
const deepText = (depth: number) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;
const bodyText = (body: unknown) => (body instanceof RawBody ? body.text : JSON.stringify(body));
/** A plausible value for a field, so deeper checks are reached too. */
const plausible = (schema: { type?: string | string[]; enum?: unknown[]; format?: string } | undefined) => {
  if (schema?.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema?.format === 'uuid') return fc.uuid();
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  if (type === 'number' || type === 'integer') return fc.integer({ min: -5, max: 5000 });
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') return fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 });
  return fc.string({ maxLength: 12 });
};

function bodyFor(schema: Record<string, unknown> | null): fc.Arbitrary<unknown> {
  const properties = (schema?.properties ?? {}) as Record<string, { type?: string; enum?: unknown[] }>;
  const fields = Object.entries(properties).map(([name, property]) =>
    fc.option(fc.tuple(fc.constant(name), fc.oneof(plausible(property), value)), { nil: undefined }),
  );
  const shaped = fc.tuple(fc.tuple(...fields), fc.option(protoObject, { nil: undefined })).map(([pairs, extra]) => {
    const body = JSON.parse(JSON.stringify(extra ?? {})) as Record<string, unknown>;
    for (const pair of pairs) if (pair) body[pair[0]] = pair[1];
    return body;
  });
  return fc.oneof(
    { weight: 5, arbitrary: shaped },
    { weight: 1, arbitrary: value },
    {
      weight: 1,
      arbitrary: fc.constantFrom(new RawBody(deepText(20_000)), new RawBody('{"a":1,"a":{"__proto__":{"x":1}}}')),
    },
  );
}

const pathParam = fc.oneof(
  fc.uuid(),
  fc.constantFrom('0', '-1', '1', '2147483648', '99999999999999999999', '1.5', 'NaN', 'adopt', 'mm2'),
  fc.constantFrom('%00', 'a%00b', '__proto__', 'constructor', '%F0%9F%99%82', '%E2%80%AE', 'x'.repeat(2000)),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);
/** A query string: each parameter absent, malformed, repeated or nested; and prototype keys besides. */
function queryFor(names: string[]): fc.Arbitrary<string> {
  const one = (name: string) =>
    fc.oneof(
      fc.constant(''),
      strings.map((v) => `${name}=${encodeURIComponent(v.slice(0, 3000))}`),
      numbers.map((v) => `${name}=${v}`),
      fc
        .tuple(strings, strings)
        .map(([a, b]) => `${name}=${encodeURIComponent(a.slice(0, 50))}&${name}=${encodeURIComponent(b.slice(0, 50))}`),
      fc.constant(`${name}[a]=1&${name}[b][c]=2`),
      fc.constant(`${name}[]=1`),
    );
  return fc
    .tuple(fc.tuple(...names.map(one)), fc.subarray(PROTO_KEYS))
    .map(([parts, keys]) => [...parts, ...keys.map((k) => `${k}=1`)].filter(Boolean).join('&'));
}

/**
 * The API's operations. The development-only ones (forms, pages, redirects of the simulated services) are left to
 * the second test, which sends them the malformed forms and JSON they can meet.
 */
function operations(doc: any): Operation[] {
  return Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => !op['x-development-only'])
      .map(([method, op]) => {
        const params = (op.parameters ?? []) as { name: string; in: string }[];
        return {
          method: method.toUpperCase(),
          path,
          pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
          query: params.filter((p) => p.in === 'query').map((p) => p.name),
          body: op.requestBody?.content?.['application/json']?.schema ?? null,
          codes: op['x-error-codes-complete']
            ? new Set(
                Object.values(op.responses as Record<string, any>).flatMap(
                  (r) => r.content?.['application/json']?.schema?.properties?.errorCode?.enum ?? [],
                ),
              )
            : null,
        };
      }),
  );
}

/**
 * Issue 16: no input, however malformed, reaches a 500. Walks the served OpenAPI document and sends every operation
 * generated malformed inputs (prototype keys, deep nesting, huge and empty strings, NUL and control characters,
 * unicode, wrong types, arrays for objects, numbers at and past every bound, repeated and nested parameters, bad ids),
 * as a guest and as a signed-in user. Every answer is below 500 with the error shape; the user's money is unchanged.
 */
describe('fuzz: every API operation answers malformed input with a 4xx and changes nothing', function () {
  this.timeout(600_000);
  let app: TestApp;
  let user: TestUser;

  before(async () => {
    app = await startTestApp({ env: { ADMIN_TOKEN: ADMIN } });
    user = await registerUser(app.url, { main_currency: 'usd' });
    await topUp(app, user.access_token, '25', 'usd');
    // Something to lose: a purchase waiting to be collected.
    await listedSeller(app, 'adopt', [{ slug: 'shadow-dragon', price: 5 }]);
    const card = await cardIdOf(app, 'adopt', 'shadow-dragon');
    const bought = await api(app.url, 'POST', '/api/adopt/buy', {
      token: user.access_token,
      body: { currency: 'usd', items: [{ cardId: card.cardId, quantity: 1, price: card.price }] },
    });
    expect(bought.status, JSON.stringify(bought.body)).to.equal(200);
  });

  /** A fuzzed call may end the session (GET /api/user/logout): sign in again, so later calls stay signed in. */
  async function stillSignedIn(): Promise<void> {
    if ((await api(app.url, 'GET', '/api/user/profile', { token: user.access_token })).status !== 401) return;
    const login = await api(app.url, 'POST', '/api/user/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.status, JSON.stringify(login.body)).to.equal(200);
    user.access_token = login.body.access_token;
  }
  /** What the user owns: the balance, the purchases and the purchased items. */
  async function holdings() {
    await stillSignedIn();
    const token = user.access_token;
    return {
      balance: await balanceOf(app, token),
      purchases: (await api(app.url, 'GET', '/api/history/purchases?page=1', { token })).body,
    };
  }
  after(async () => {
    await app?.stop();
  });

  it('no 5xx for any generated input to any operation in the OpenAPI document; the error body has the errorCode shape', async () => {
    const doc = await (await fetch(`${app.url}/api/openapi.json`)).json();
    const ops = operations(doc);
    expect(ops.length).to.be.greaterThan(100);
    const before = await holdings();
    expect(before.purchases.total).to.equal(1);
    const failures: string[] = [];
    let sent = 0;
    for (const op of ops) {
      await stillSignedIn();
      const input = fc.record({
        params: fc.tuple(...op.pathParams.map(() => pathParam)),
        query: queryFor(op.query),
        body: bodyFor(op.body),
        signedIn: fc.boolean(),
      });
      const samples = fc.sample(input, { numRuns: RUNS, seed: SEED + sent });
      for (const sample of samples) {
        let path = op.path;
        op.pathParams.forEach((name, i) => {
          path = path.replace(`{${name}}`, sample.params[i] as string);
        });
        const url = `${app.url}${path}${sample.query ? `?${sample.query}` : ''}`;
        const headers: Record<string, string> = {};
        if (sample.signedIn) headers.authorization = `Bearer ${user.access_token}`;
        const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
        if (hasBody) headers['content-type'] = 'application/json';
        sent++;
        const response = await fetch(url, {
          method: op.method,
          headers,
          body: hasBody ? bodyText(sample.body) : undefined,
        });
        const text = await response.text();
        const describe = () =>
          `${op.method} ${path.slice(0, 120)}?${sample.query.slice(0, 120)} ${bodyText(sample.body)?.slice(0, 200)} -> ${response.status} ${text.slice(0, 160)}`;
        if (response.status >= 500) failures.push(describe());
        else if (response.status >= 400 && response.headers.get('content-type')?.includes('json')) {
          const body = JSON.parse(text) as Record<string, unknown>;
          if (typeof body.errorCode !== 'string' || typeof body.message !== 'string')
            failures.push(`shape: ${describe()}`);
          else if (op.codes && !op.codes.has(body.errorCode) && !TRANSPORT_CODES.has(body.errorCode))
            failures.push(`undocumented ${body.errorCode}: ${describe()}`);
        }
      }
    }
    console.log(`      fuzz: ${ops.length} operations, ${sent} inputs, ${failures.length} failures`);
    expect(failures, failures.slice(0, 40).join('\n')).to.deep.equal([]);
    expect(await holdings()).to.deep.equal(before);
  });

  it('the OpenAPI document lists the development routes, read from their routers and marked development-only', async () => {
    const doc: any = await (await fetch(`${app.url}/api/openapi.json`)).json();
    const dev = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op['x-development-only'] === true && op.tags.includes('development'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(dev).to.include.members([
      'GET /dev/oauth/{source}/authorize',
      'POST /dev/oauth/{source}/token',
      'GET /dev/payments/checkout',
      'POST /dev/payments/checkout/{outcome}',
      'GET /dev/game-console',
      'POST /dev/game-console/api/players/{id}/flows/{other}/{action}',
      'GET /dev/outbox.json',
    ]);
    // None of them promises error codes: they answer pages, forms and redirects.
    for (const methods of Object.values(doc.paths as Record<string, Record<string, any>>))
      for (const op of Object.values(methods))
        if (op['x-development-only']) expect(op['x-error-codes-complete']).to.equal(undefined);
  });

  it('the development routes (simulated OAuth and payments, the game console) answer malformed forms and JSON with a 4xx', async () => {
    const form = (body: string) => ({ 'content-type': 'application/x-www-form-urlencoded', body });
    const json = (body: string) => ({ 'content-type': 'application/json', body });
    const uuid = '00000000-0000-4000-8000-000000000000';
    const requests: [string, string, { 'content-type': string; body: string } | null][] = [
      ['GET', '/dev/oauth/vk/authorize?client_id[]=1&redirect_uri=%00', null],
      ['GET', '/dev/oauth/nope/authorize', null],
      ['POST', '/dev/oauth/vk/authorize', form('name=a&name=b&email=x&redirect_uri=http://localhost/cb')],
      ['POST', '/dev/oauth/vk/authorize', form('name=a&email=b@c.d&redirect_uri=not%20a%20url')],
      ['POST', '/dev/oauth/vk/authorize', form('__proto__=1&constructor=2')],
      ['POST', '/dev/oauth/vk/authorize', json('{"name":{"a":1},"email":[],"redirect_uri":5}')],
      ['POST', '/dev/oauth/vk/token', form('code=a.b&code=c.d&grant_type=authorization_code')],
      ['POST', '/dev/oauth/vk/token', form(`code=${'x'.repeat(9000)}`)],
      ['GET', '/dev/oauth/vk/userinfo', null],
      ['GET', '/dev/payments/checkout?session=a&session=b', null],
      ['GET', '/dev/payments/checkout?session=%00.%00', null],
      ['POST', '/dev/payments/checkout/pay', form('session=a.b&session=c')],
      ['POST', '/dev/payments/checkout/steal', form('session=x')],
      ['GET', '/dev/game-console/api/players/not-an-id', null],
      ['GET', `/dev/game-console/api/players/${uuid}`, null],
      ['POST', '/dev/game-console/api/players', json('{"__proto__":{"x":1},"game":["adopt"],"nickname":{"a":1}}')],
      [
        'POST',
        `/dev/game-console/api/players/${uuid}/flows`,
        json(`{"kind":"sync","items":${'['.repeat(40)}${']'.repeat(40)}}`),
      ],
      ['POST', `/dev/game-console/api/players/${uuid}/inject`, json('{"code":"\u0000"}')],
      ['POST', `/dev/game-console/api/players/${uuid}/flows/${uuid}/explode`, json('{}')],
      ['POST', '/dev/game-console/api/players', json('{"game":')],
    ];
    const failures: string[] = [];
    for (const [method, path, body] of requests) {
      const response = await fetch(`${app.url}${path}`, {
        method,
        redirect: 'manual',
        headers: body ? { 'content-type': body['content-type'] } : {},
        body: body?.body,
      });
      if (response.status >= 500) failures.push(`${method} ${path} -> ${response.status} ${await response.text()}`);
    }
    expect(failures, failures.join('\n')).to.deep.equal([]);
  });
});
