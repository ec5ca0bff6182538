import { randomBytes, randomInt } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { AppConfig } from '../../config';
import type { Clock } from '../../src/platform/clock';
import type { Logger } from '../../src/platform/logger';
import { UsersRepo } from './users.repo';
import { OAuthStatesRepo } from './social.repo';
import { IdentityService } from './identity.service';
import { SessionService } from './session.service';
import { identityErrors } from './identity.errors';
import { CodeRefused, OAuthProvider, type ExternalIdentity } from './oauth-provider';
import { simulatedProviderConfig } from './simulated-provider';
import { isNewAccount } from './profile';
import { NICKNAME_MAX, NICKNAME_MIN, type SocialSource, type Tokens } from './identity.schemas';
import type { User } from './tables';
import type { Language } from '../../kernel';
import { OPERATIONS_SERVICE, type OperationsService } from '../operations';

const STATE_TTL_MS = 10 * 60_000;

export interface SocialCallback {
  q: string;
  state: string;
  source: SocialSource;
  email_name?: string | null;
  language?: Language;
}

/** Social login (vk, discord, google) by the OAuth2 authorization-code flow with state checking. */
@injectable()
export class SocialLoginService {
  constructor(
    @inject(UsersRepo) private readonly users: UsersRepo,
    @inject(OAuthStatesRepo) private readonly states: OAuthStatesRepo,
    @inject(IdentityService) private readonly identity: IdentityService,
    @inject(SessionService) private readonly sessions: SessionService,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Config) private readonly config: AppConfig,
    @inject(OPERATIONS_SERVICE) private readonly operations: OperationsService,
    @inject(TYPES.Logger) private readonly logger: Logger,
    @inject(TYPES.SelfUrl) private readonly self: { url: string },
  ) {}

  async authorizeUrl(source: SocialSource, origin: string): Promise<string> {
    const provider = this.provider(source);
    const state = randomBytes(24).toString('base64url');
    await this.states.insert(state, source, new Date(this.clock.now().getTime() + STATE_TTL_MS));
    return provider.authorizeUrl(state, redirectUri(origin, source), origin);
  }

  async complete(callback: SocialCallback, origin: string): Promise<Tokens & { is_new: boolean }> {
    const provider = this.provider(callback.source);
    if (!(await this.states.consume(callback.state, callback.source, this.clock.now())))
      throw identityErrors.invalidState();
    let external: ExternalIdentity;
    try {
      external = await provider.exchange(callback.q, redirectUri(origin, callback.source));
    } catch (err) {
      if (err instanceof CodeRefused) throw identityErrors.socialCodeRefused(callback.source);
      this.logger.warn({ err, source: callback.source }, 'social login exchange failed');
      throw identityErrors.socialLoginFailed(callback.source);
    }
    const user = await this.findOrCreate(callback, external);
    const tokens = await this.sessions.issue(user.id);
    return { ...tokens, is_new: isNewAccount(user.date_register, this.clock.now()) };
  }

  private async findOrCreate(callback: SocialCallback, external: ExternalIdentity): Promise<User> {
    const linked = await this.users.findSocialAccount(callback.source, external.subject);
    if (linked) return this.identity.requireUser(linked.user_id);
    // Only an address the provider has verified may join an existing account.
    const byEmail = external.email && external.emailVerified ? await this.users.findByEmail(external.email) : undefined;
    const user =
      byEmail ??
      (await this.identity.createUser({
        username: await this.freeNickname(external.name ?? external.email?.split('@')[0] ?? callback.source),
        email: external.email ?? `${callback.source}-${external.subject}@users.invalid`,
        password: null,
        main_currency: 'eur',
        main_language: callback.language ?? 'en',
        email_name: callback.email_name ?? null,
      }));
    await this.users.linkSocialAccount(callback.source, external.subject, user.id);
    return user;
  }

  private async freeNickname(seed: string): Promise<string> {
    const base = seed
      .replace(/[^A-Za-z0-9_]/g, '')
      .slice(0, NICKNAME_MAX - 5)
      .padEnd(NICKNAME_MIN, '0');
    for (let attempt = 0; attempt < 8; attempt++) {
      const candidate = attempt === 0 ? base : `${base}_${randomInt(1000, 10_000)}`;
      if (!(await this.users.usernameTaken(candidate))) return candidate;
    }
    return `player_${randomBytes(6).toString('hex')}`;
  }

  private provider(source: SocialSource): OAuthProvider {
    if (!this.operations.flags().socialLogin) throw identityErrors.featureDisabled('Social login');
    const configured = this.config.identity.oauthProviders[source];
    if (configured) return new OAuthProvider(source, configured);
    // Nothing outside this machine is reachable here: development and tests use the simulated provider.
    if (this.config.env !== 'production')
      return new OAuthProvider(source, simulatedProviderConfig(source, this.self.url));
    throw identityErrors.featureDisabled(`Sign-in with ${source}`);
  }
}

function redirectUri(origin: string, source: string): string {
  return `${origin}/auth/social?source=${source}`;
}
