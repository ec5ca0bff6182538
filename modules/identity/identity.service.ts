import { randomBytes, randomInt } from 'node:crypto';
import { inject, injectable, optional } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { AppConfig } from '../../config';
import type { Clock } from '../../src/platform/clock';
import type { CurrentUser } from '../../src/platform/http/current-user';
import { notFound } from '../../src/platform/errors';
import { UsersRepo } from './users.repo';
import { SessionService } from './session.service';
import { RateLimits } from './rate-limits';
import { identityErrors } from './identity.errors';
import { hashPassword, verifyPassword } from './password-hasher';
import { toProfile } from './profile';
import { totpMatches } from './totp';
import type { Profile, ProfileBalance, Tokens } from './identity.schemas';
import { PROFILE_BALANCE } from './identity.tokens';
import type { User } from './tables';
import type { Currency, Language } from '../../kernel';
import { OPERATIONS_SERVICE, type OperationsService } from '../operations';

export interface Registration {
  username: string;
  email: string;
  password: string | null;
  main_currency: Currency;
  main_language: Language;
  ref_code?: string | null;
  email_name?: string | null;
}

export interface LoginAttempt {
  login: string;
  password: string;
  totp?: string;
  ip: string;
}

/** The site's own seller account: its page shows the site's stock. */
const SITE_USER = {
  username: 'Tradehall',
  email: 'site@tradehall.local',
  password: null,
  main_currency: 'usd' as const,
};

/** Accounts: registration, login, profile and settings. */
@injectable()
export class IdentityService {
  constructor(
    @inject(UsersRepo) private readonly users: UsersRepo,
    @inject(SessionService) private readonly sessions: SessionService,
    @inject(RateLimits) private readonly limits: RateLimits,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Config) private readonly config: AppConfig,
    @inject(OPERATIONS_SERVICE) private readonly operations: OperationsService,
    @inject(PROFILE_BALANCE) @optional() private readonly balances?: ProfileBalance,
  ) {}

  async register(input: Registration): Promise<Tokens> {
    const flags = this.operations.flags();
    if (!flags.registration || flags.registrationDisabled) throw identityErrors.featureDisabled('Registration');
    const user = await this.createUser(input);
    return this.sessions.issue(user.id);
  }

  /**
   * The site as a seller (GLOSSARY: site): the account its own stock is listed under, with no password (nobody
   * signs in as it). Created on first use and reserved at start, before anyone could register its name.
   */
  async siteUser(): Promise<string> {
    this.siteUserId ??= this.findOrCreateSiteUser().catch((err: unknown) => {
      this.siteUserId = undefined;
      throw err;
    });
    return this.siteUserId;
  }

  private siteUserId: Promise<string> | undefined;

  private async findOrCreateSiteUser(): Promise<string> {
    const existing = await this.users.findByEmail(SITE_USER.email);
    if (existing) return existing.id;
    try {
      return (await this.createUser({ ...SITE_USER, main_language: 'en' })).id;
    } catch (err) {
      // Another process created it meanwhile.
      const created = await this.users.findByEmail(SITE_USER.email);
      if (created) return created.id;
      throw err;
    }
  }

  /** Also used by social login, which has no password. */
  async createUser(input: Registration): Promise<User> {
    return this.users.insert({
      username: input.username,
      email: input.email.trim(),
      password_hash: input.password ? await hashPassword(input.password, this.scryptCost()) : null,
      main_currency: input.main_currency,
      main_language: input.main_language,
      main_country: null,
      ref_code: randomBytes(6).toString('base64url'),
      referred_by: input.ref_code || null,
      email_name: input.email_name ?? null,
      avatar: randomInt(1, 13),
      date_register: this.clock.now(),
    });
  }

  async login(attempt: LoginAttempt): Promise<Tokens> {
    await this.limits.hit('loginPerIp', attempt.ip);
    const accountKey = attempt.login.trim();
    await this.limits.check('loginFailuresPerAccount', accountKey);
    const user = await this.users.findByLogin(attempt.login);
    const passwordOk = user?.password_hash ? await verifyPassword(attempt.password, user.password_hash) : false;
    if (!user || !passwordOk) {
      await this.limits.hit('loginFailuresPerAccount', accountKey);
      throw identityErrors.invalidCredentials();
    }
    if (user.totp_enabled && this.operations.flags().twoFactor) {
      if (!attempt.totp) throw identityErrors.totpRequired();
      if (!user.totp_secret || !(await totpMatches(user.totp_secret, attempt.totp, this.clock.now()))) {
        await this.limits.hit('loginFailuresPerAccount', accountKey);
        throw identityErrors.wrongCode();
      }
    }
    await this.limits.clear('loginFailuresPerAccount', accountKey);
    return this.sessions.issue(user.id);
  }

  async profile(userId: string): Promise<Profile> {
    const [user, minor] = await Promise.all([
      this.requireUser(userId),
      this.balances?.availableOf(userId) ?? Promise.resolve({ eur: 0, usd: 0, rub: 0 }),
    ]);
    return toProfile(user, this.clock.now(), minor);
  }

  /** People who signed up at or after `from` (not the site's own account), for the console's funnel. */
  async signedUpSince(from: Date): Promise<string[]> {
    return this.users.registeredSince(from, [await this.siteUser()]);
  }

  async setLanguage(userId: string, language: Language): Promise<void> {
    await this.users.update(userId, { main_language: language });
  }

  async setCurrency(userId: string, currency: Currency): Promise<void> {
    await this.users.update(userId, { main_currency: currency });
  }

  async setCountry(userId: string, country: string): Promise<void> {
    await this.users.update(userId, { main_country: country.toLowerCase() });
  }

  async setReferrer(userId: string, refCode: string): Promise<void> {
    await this.users.setReferrerIfEmpty(userId, refCode);
  }

  async mmBetaAvailable(userId: string): Promise<boolean> {
    return (await this.requireUser(userId)).mm_beta;
  }

  /** Spec: password change revokes every other session; this one gets fresh tokens. */
  async updatePassword(user: CurrentUser, oldPassword: string, newPassword: string): Promise<Tokens> {
    const account = await this.requireUser(user.id);
    if (!account.password_hash) throw identityErrors.noPassword();
    if (!(await verifyPassword(oldPassword, account.password_hash))) throw identityErrors.oldPasswordWrong();
    await this.setPassword(account.id, newPassword);
    await this.sessions.revokeAllSessions(account.id);
    return this.sessions.issue(account.id);
  }

  async setPassword(userId: string, password: string): Promise<void> {
    await this.users.update(userId, { password_hash: await hashPassword(password, this.scryptCost()) });
  }

  async requireUser(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw notFound('User not found');
    return user;
  }

  private scryptCost() {
    return { N: 2 ** this.config.identity.scryptLog2N, r: 8, p: 1 };
  }
}
