import type { OAuthProviderConfig } from '../../config';

export interface ExternalIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/**
 * An OAuth2 authorization-code client for one provider, speaking the protocol over HTTP:
 * the browser goes to the authorize URL; the server swaps the code at the token endpoint and
 * reads the user at the userinfo endpoint. Real providers and the simulated one differ only in URLs.
 */
export class OAuthProvider {
  constructor(
    readonly source: string,
    private readonly config: OAuthProviderConfig,
  ) {}

  authorizeUrl(state: string, redirectUri: string, origin: string): string {
    const url = new URL(this.config.authorizeUrl, origin);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.config.clientId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('scope', 'openid email profile');
    url.searchParams.set('state', state);
    return url.toString();
  }

  async exchange(code: string, redirectUri: string): Promise<ExternalIdentity> {
    const tokenResponse = await fetch(this.config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: this.config.clientId,
        client_secret: this.config.clientSecret,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    // RFC 6749 5.2: a 400 (invalid_grant: a garbage, used or expired code) is the caller's; anything else is ours.
    if (tokenResponse.status === 400)
      throw new CodeRefused(`token endpoint refused the code (${tokenResponse.status})`);
    if (!tokenResponse.ok) throw new Error(`token endpoint answered ${tokenResponse.status}`);
    const { access_token: accessToken } = (await tokenResponse.json()) as { access_token?: string };
    if (!accessToken) throw new Error('token endpoint returned no access_token');

    const userResponse = await fetch(this.config.userinfoUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!userResponse.ok) throw new Error(`userinfo endpoint answered ${userResponse.status}`);
    const info = (await userResponse.json()) as {
      sub?: unknown;
      id?: unknown;
      email?: unknown;
      email_verified?: unknown;
      name?: unknown;
    };
    const subject = String(info.sub ?? info.id ?? '');
    if (!subject) throw new Error('userinfo has no subject');
    return {
      subject,
      email: typeof info.email === 'string' ? info.email : null,
      emailVerified: info.email_verified === true,
      name: typeof info.name === 'string' ? info.name : null,
    };
  }
}

/** The provider refused the authorization code the browser brought back: the caller's fault, not the provider's. */
export class CodeRefused extends Error {
  override name = 'CodeRefused';
}
