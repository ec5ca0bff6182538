import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { api } from './http';

export interface TestUser {
  username: string;
  email: string;
  password: string;
  access_token: string;
  refresh_token: string;
}

/** Registers a fresh user through the API and returns its credentials and tokens. */
export async function registerUser(
  baseUrl: string,
  overrides: Partial<Record<string, unknown>> = {},
): Promise<TestUser> {
  const tag = randomBytes(4).toString('hex');
  const input = {
    username: `user_${tag}`,
    email: `user_${tag}@example.com`,
    password: 'Passw0rd!',
    main_currency: 'eur',
    main_language: 'en',
    ...overrides,
  };
  const { status, body } = await api(baseUrl, 'POST', '/api/user/register', { body: input });
  expect(status, JSON.stringify(body)).to.equal(201);
  return { username: String(input.username), email: String(input.email), password: String(input.password), ...body };
}

/**
 * Signs the user in again (a fresh session on the app's clock, e.g. after moving it on), keeping the new tokens on the
 * user.
 */
export async function signInAgain(baseUrl: string, who: TestUser): Promise<void> {
  const login = await api(baseUrl, 'POST', '/api/user/login', { body: { email: who.email, password: who.password } });
  expect(login.status, JSON.stringify(login.body)).to.equal(200);
  who.access_token = login.body.access_token;
  who.refresh_token = login.body.refresh_token;
}
