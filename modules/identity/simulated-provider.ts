import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import express, { Router } from 'express';
import type { OAuthProviderConfig } from '../../config';
import { SOCIAL_SOURCES } from './identity.schemas';
import { escapeHtml } from '../../src/platform/http/html';

// A stand-in for vk, discord and google in development and tests: a real OAuth2 authorization
// server (login page, token and userinfo endpoints) on this server under /dev/oauth. Codes and
// tokens are HMAC-signed and self-contained, so any process can check them.

export const SIMULATED_CLIENT_ID = 'tradehall-dev';
const SIMULATED_CLIENT_SECRET = 'simulated-provider-secret';
const CODE_TTL_MS = 5 * 60_000;

export function simulatedProviderConfig(source: string, selfUrl: string): OAuthProviderConfig {
  return {
    clientId: SIMULATED_CLIENT_ID,
    clientSecret: SIMULATED_CLIENT_SECRET,
    authorizeUrl: `/dev/oauth/${source}/authorize`,
    tokenUrl: `${selfUrl}/dev/oauth/${source}/token`,
    userinfoUrl: `${selfUrl}/dev/oauth/${source}/userinfo`,
  };
}

interface Grant {
  kind: 'code' | 'token';
  sub: string;
  email: string;
  name: string;
  redirectUri: string;
  exp: number;
}

const sign = (payload: string) => createHmac('sha256', SIMULATED_CLIENT_SECRET).update(payload).digest('base64url');

function seal(grant: Grant): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

function open(value: unknown, kind: Grant['kind']): Grant | undefined {
  if (typeof value !== 'string') return undefined;
  const [payload, signature] = value.split('.');
  if (!payload || !signature) return undefined;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const grant = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Grant;
  return grant.kind === kind && grant.exp > Date.now() ? grant : undefined;
}

function loginPage(source: string, query: Record<string, string>): string {
  const demo = `player${randomBytes(3).toString('hex')}`;
  const hidden = Object.entries(query)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with ${escapeHtml(source)} (simulated)</title>
<style>body{font:16px system-ui;display:grid;place-items:center;min-height:100vh;margin:0;background:#eef}form{background:#fff;padding:2rem;border-radius:12px;display:grid;gap:.75rem;min-width:280px}button{padding:.6rem;font-size:1rem}</style></head>
<body><form method="post"><h1>${escapeHtml(source)} (simulated provider)</h1><p>Development only: choose who signs in.</p>${hidden}
<label>Name <input name="name" value="${demo}" required></label>
<label>E-mail <input name="email" type="email" value="${demo}@${escapeHtml(source)}.example" required></label>
<button id="allow" type="submit">Allow</button></form></body></html>`;
}

export function simulatedProviderRouter(): Router {
  const router = Router();
  router.use('/dev/oauth', express.urlencoded({ extended: false, limit: '10kb' }));

  router.get('/dev/oauth/:source/authorize', (req, res) => {
    const { source } = req.params;
    const query = req.query as Record<string, string>;
    if (!SOCIAL_SOURCES.includes(source as never) || query.client_id !== SIMULATED_CLIENT_ID || !query.redirect_uri) {
      res.status(400).type('text').send('invalid_request');
      return;
    }
    res.type('html').send(loginPage(source, { redirect_uri: query.redirect_uri, state: query.state ?? '' }));
  });

  router.post('/dev/oauth/:source/authorize', (req, res) => {
    const form = (req.body ?? {}) as Record<string, unknown>;
    // A form field sent twice arrives as an array: only one string each, and an address that parses, will do.
    const field = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : '');
    const [name, email, redirectUri, state] = ['name', 'email', 'redirect_uri', 'state'].map(field) as [
      string,
      string,
      string,
      string,
    ];
    if (!redirectUri || !email || !name || !URL.canParse(redirectUri)) {
      res.status(400).type('text').send('invalid_request');
      return;
    }
    const code = seal({
      kind: 'code',
      sub: `${req.params.source}-${email.toLowerCase()}`,
      email,
      name,
      redirectUri,
      exp: Date.now() + CODE_TTL_MS,
    });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', state);
    res.redirect(303, target.toString());
  });

  router.post('/dev/oauth/:source/token', (req, res) => {
    const body = (req.body ?? {}) as Record<string, string>;
    const grant = open(body.code, 'code');
    if (
      body.client_secret !== SIMULATED_CLIENT_SECRET ||
      body.grant_type !== 'authorization_code' ||
      !grant ||
      grant.redirectUri !== body.redirect_uri
    ) {
      res.status(400).json({ error: 'invalid_grant' });
      return;
    }
    res.json({
      access_token: seal({ ...grant, kind: 'token', exp: Date.now() + CODE_TTL_MS }),
      token_type: 'bearer',
      expires_in: 300,
    });
  });

  router.get('/dev/oauth/:source/userinfo', (req, res) => {
    const grant = open(req.get('authorization')?.replace(/^Bearer /, ''), 'token');
    if (!grant) {
      res.status(401).json({ error: 'invalid_token' });
      return;
    }
    res.json({ sub: grant.sub, email: grant.email, email_verified: true, name: grant.name });
  });
  return router;
}
