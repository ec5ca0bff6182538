import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { type JWTPayload, SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { TYPES } from '../../src/platform/tokens';
import { ShortCache } from '../../src/platform/short-cache';
import type { AppConfig } from '../../config';
import type { Clock } from '../../src/platform/clock';
import type { CurrentUser } from '../../src/platform/http/current-user';
import { SESSIONS_REVOKED_CHANNEL, SessionsRepo } from './sessions.repo';
import type { DbSignals } from '../../src/platform/db/signals';
import { SigningKeyRepo } from './signing-key.repo';
import { UsersRepo } from './users.repo';
import { identityErrors } from './identity.errors';
import type { Tokens } from './identity.schemas';

const sha256 = (token: string) => createHash('sha256').update(token).digest();

/**
 * A refresh token used again this soon after its rotation is the same browser whose answer was lost (a page left
 * while it refreshed, two tabs at once): it gets new tokens of the same sign-in. Later, a reuse is a stolen copy and
 * ends the sign-in (the whole family).
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/**
 * How long a request may trust that a sign-in was live without asking the database (every signed-in request asks).
 * A revocation drops what every process knew at once (here directly, elsewhere through SESSIONS_REVOKED_CHANNEL);
 * this bounds a revocation's delay only while a process's signals connection is down.
 */
export const LIVE_FAMILY_TTL_MS = 30_000;

/**
 * Sessions: a short-lived signed access token plus a rotating refresh token. Each sign-in is a
 * token family; presenting a refresh token that was already rotated revokes the whole family,
 * because only a thief or a replay would hold an old one.
 */
@injectable()
export class SessionService {
  /** Sign-ins known to be live (revoked ones are not remembered). */
  private readonly liveFamilies = new ShortCache<boolean>(LIVE_FAMILY_TTL_MS);
  /** Access tokens whose signature was checked, with their claims: a token is sent with every request until it expires. */
  private readonly verified = new LRUCache<string, JWTPayload>({ max: 20_000 });

  constructor(
    @inject(SessionsRepo) private readonly sessions: SessionsRepo,
    @inject(SigningKeyRepo) private readonly keys: SigningKeyRepo,
    @inject(UsersRepo) private readonly users: UsersRepo,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Config) private readonly config: AppConfig,
    @inject(TYPES.Signals) private readonly signals: DbSignals,
  ) {}

  /** Hears revocations made by other processes. */
  async start(): Promise<void> {
    await this.signals.listen(SESSIONS_REVOKED_CHANNEL, () => this.liveFamilies.forget());
  }

  /** Every sign-in and refresh ends here: a blocked account gets no tokens. */
  async issue(userId: string, familyId: string = randomUUID()): Promise<Tokens> {
    const block = await this.users.blockOf(userId);
    if (block) throw identityErrors.accountBlocked(block);
    const now = this.clock.now();
    const refreshToken = randomBytes(32).toString('base64url');
    const ttlMs = this.config.identity.refreshTokenTtlDays * 86_400_000;
    await this.sessions.insert({
      id: randomUUID(),
      family_id: familyId,
      user_id: userId,
      token_hash: sha256(refreshToken),
      created_at: now,
      expires_at: new Date(now.getTime() + ttlMs),
      rotated_at: null,
      revoked_at: null,
    });
    return { access_token: await this.signAccess(userId, familyId, now), refresh_token: refreshToken };
  }

  async refresh(refreshToken: string): Promise<Tokens> {
    const now = this.clock.now();
    const hash = sha256(refreshToken);
    const rotated = await this.sessions.rotate(hash, now);
    if (rotated) return this.issue(rotated.user_id, rotated.family_id);
    const known = await this.sessions.findByToken(hash);
    if (!known) throw identityErrors.invalidRefreshToken();
    const withinGrace =
      known.rotated_at !== null &&
      known.revoked_at === null &&
      known.expires_at > now &&
      now.getTime() - known.rotated_at.getTime() <= REFRESH_REUSE_GRACE_MS;
    if (withinGrace && (await this.sessions.familyIsLive(known.family_id)))
      return this.issue(known.user_id, known.family_id);
    await this.liveFamilies.changing(() => this.sessions.revokeFamily(known.family_id, now));
    throw identityErrors.invalidRefreshToken();
  }

  async authenticate(accessToken: string): Promise<CurrentUser> {
    const claims = await this.verify(accessToken);
    const sessionFamily = typeof claims.sid === 'string' ? claims.sid : undefined;
    if (!claims.sub || !sessionFamily) throw identityErrors.invalidAccessToken();
    // Logout and password changes take effect at once, not when the access token expires.
    if (!(await this.familyIsLive(sessionFamily))) throw identityErrors.invalidAccessToken();
    return { id: claims.sub, sessionFamily };
  }

  async logout(user: CurrentUser): Promise<void> {
    await this.liveFamilies.changing(() => this.sessions.revokeFamily(user.sessionFamily, this.clock.now()));
  }

  async revokeOtherSessions(userId: string, keepFamily: string): Promise<void> {
    await this.liveFamilies.changing(() => this.sessions.revokeAllOfUser(userId, this.clock.now(), keepFamily));
  }

  async revokeAllSessions(userId: string): Promise<void> {
    await this.liveFamilies.changing(() => this.sessions.revokeAllOfUser(userId, this.clock.now()));
  }

  /** The claims of a well-signed access token that has not expired (INVALID_ACCESS_TOKEN otherwise). */
  private async verify(accessToken: string): Promise<JWTPayload> {
    const now = this.clock.now();
    const known = this.verified.get(accessToken);
    if (known?.exp !== undefined && now.getTime() < known.exp * 1000) return known;
    try {
      const { payload } = await jwtVerify(accessToken, await this.keys.accessKey(), {
        algorithms: ['HS256'],
        currentDate: now,
      });
      this.verified.set(accessToken, payload);
      return payload;
    } catch {
      throw identityErrors.invalidAccessToken();
    }
  }

  /** Whether a sign-in is live, remembered for LIVE_FAMILY_TTL_MS. */
  private async familyIsLive(familyId: string): Promise<boolean> {
    return this.liveFamilies.get(
      familyId,
      () => this.sessions.familyIsLive(familyId),
      (live) => live,
    );
  }

  private async signAccess(userId: string, familyId: string, now: Date): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ sid: familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.config.identity.accessTokenTtlSeconds)
      .sign(await this.keys.accessKey());
  }
}
