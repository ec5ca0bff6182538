// Login and refresh throughput of the real server (full scrypt cost, N = 2^17) next to the cost of
// hashing alone, measured in the same run: the KDF is the expected ceiling of logins per second.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { hashPassword, SCRYPT_COST } from '../../modules/identity/password-hasher';
import { round, type BenchOutcome, type BenchResult } from './common';

const USERS = 16;
const PASSWORD = 'Passw0rd!';
const DURATION_S = 8;
const CONNECTIONS = 8;

/** Hashes per second with the same concurrency, in this process (libuv's 4 threads, like the server). */
async function hashingAlone(): Promise<number> {
  const started = performance.now();
  let done = 0;
  const worker = async () => {
    while (performance.now() - started < DURATION_S * 1000) {
      await hashPassword(PASSWORD, SCRYPT_COST);
      done++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return done / ((performance.now() - started) / 1000);
}

async function register(appUrl: string, i: number): Promise<{ email: string; refresh: string }> {
  const email = `bench${i}_${randomBytes(3).toString('hex')}@example.com`;
  const res = await fetch(`${appUrl}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.0.${i}` },
    body: JSON.stringify({
      username: `bench_${i}_${randomBytes(3).toString('hex')}`,
      email,
      password: PASSWORD,
      main_currency: 'eur',
      main_language: 'en',
    }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  return { email, refresh: ((await res.json()) as { refresh_token: string }).refresh_token };
}

/** Many clients behind a proxy: each request comes from another address, as the per-IP limit expects. */
async function loginLoad(appUrl: string, emails: string[]) {
  let n = 0;
  const result = await autocannon({
    url: `${appUrl}/api/user/login`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          n++;
          return {
            ...req,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.2.${(n >> 8) & 255}.${n & 255}` },
            body: JSON.stringify({ email: emails[n % emails.length], password: PASSWORD }),
          };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}

/** Each client follows its own rotating refresh-token chain (a token works once). */
async function refreshLoad(appUrl: string, tokens: string[]) {
  const started = performance.now();
  let done = 0;
  let failed = 0;
  const client = async (token: string) => {
    while (performance.now() - started < DURATION_S * 1000) {
      const res = await fetch(`${appUrl}/api/user/refresh`, { headers: { authorization: `Bearer ${token}` } });
      if (res.status !== 200) {
        failed++;
        return;
      }
      token = ((await res.json()) as { refresh_token: string }).refresh_token;
      done++;
    }
  };
  await Promise.all(tokens.map(client));
  return { rps: done / ((performance.now() - started) / 1000), failed };
}

export async function loginBench(appUrl: string): Promise<BenchOutcome> {
  const users = [];
  for (let i = 0; i < USERS; i++) users.push(await register(appUrl, i));
  const hashes = await hashingAlone();
  const login = await loginLoad(
    appUrl,
    users.map((u) => u.email),
  );
  const refresh = await refreshLoad(
    appUrl,
    users.map((u) => u.refresh),
  );
  console.log(`  login ${round(login.rps)}/s, scrypt alone ${round(hashes)}/s, refresh ${round(refresh.rps)}/s`);
  const note = `scrypt N=2^17 r=8 p=1; ${CONNECTIONS} concurrent clients, ${DURATION_S} s`;
  const results: BenchResult[] = [
    {
      bench: 'login',
      metric: 'POST /api/user/login throughput',
      unit: 'req/s',
      value: login.rps,
      baseline: hashes,
      better: 'higher',
      note: `${note}; baseline: scrypt hashing alone`,
    },
    { bench: 'login', metric: 'POST /api/user/login latency p50', unit: 'ms', value: login.p50, better: 'lower' },
    { bench: 'login', metric: 'POST /api/user/login latency p99', unit: 'ms', value: login.p99, better: 'lower' },
    {
      bench: 'login',
      metric: 'GET /api/user/refresh throughput',
      unit: 'req/s',
      value: refresh.rps,
      baseline: hashes,
      better: 'higher',
      note: 'rotating refresh: no KDF, two writes and a signature per call',
    },
  ];
  const findings = [
    ...(login.failed ? [`login: ${login.failed} requests failed`] : []),
    ...(refresh.failed ? [`refresh: ${refresh.failed} chains broke`] : []),
  ];
  return { results, findings };
}
