import { createHash, randomInt } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Clock } from '../../src/platform/clock';
import type { Mailer } from '../../src/platform/mail';
import { UsersRepo } from './users.repo';
import { RecoveryRepo, type ResetCodeRow } from './recovery.repo';
import { RateLimits } from './rate-limits';
import { IdentityService } from './identity.service';
import { SessionService } from './session.service';
import { identityErrors } from './identity.errors';

export const RESET_CODE_TTL_MS = 15 * 60_000;
/** Wrong guesses a single code survives. */
export const RESET_CODE_MAX_ATTEMPTS = 5;

const hashCode = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest();

/** Password recovery with a 6-digit code sent by e-mail (spec accounts-platform 2.6, 7). */
@injectable()
export class RecoveryService {
  constructor(
    @inject(UsersRepo) private readonly users: UsersRepo,
    @inject(RecoveryRepo) private readonly codes: RecoveryRepo,
    @inject(RateLimits) private readonly limits: RateLimits,
    @inject(IdentityService) private readonly identity: IdentityService,
    @inject(SessionService) private readonly sessions: SessionService,
    @inject(TYPES.Mailer) private readonly mailer: Mailer,
    @inject(TYPES.Clock) private readonly clock: Clock,
  ) {}

  /** Answers the same whether or not the account exists, so it cannot be used to probe for accounts. */
  async sendCode(login: string, ip: string): Promise<void> {
    await this.limits.hit('resetPerIp', ip);
    await this.limits.hit('resetPerAccount', login.trim());
    const user = await this.users.findByLogin(login);
    if (!user) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock.now();
    await this.codes.replaceCode(user.id, hashCode(user.id, code), now, new Date(now.getTime() + RESET_CODE_TTL_MS));
    await this.mailer.send({
      to: user.email,
      subject: 'Your Tradehall password reset code',
      text: `Hello ${user.username},\n\nYour code to reset the password is ${code}. It is valid for 15 minutes and works once.\n\nIf you did not ask for it, ignore this e-mail.`,
    });
  }

  async verifyCode(login: string, code: string, ip: string): Promise<void> {
    await this.checkCode(login, code, ip);
  }

  /** Single use: the code is spent before the password changes, so two racing requests cannot both pass. */
  async resetPassword(login: string, code: string, password: string, ip: string): Promise<void> {
    const { userId, row } = await this.checkCode(login, code, ip);
    if (!(await this.codes.markUsed(row.id, this.clock.now()))) throw identityErrors.codeExpired();
    await this.identity.setPassword(userId, password);
    await this.sessions.revokeAllSessions(userId);
  }

  private async checkCode(login: string, code: string, ip: string): Promise<{ userId: string; row: ResetCodeRow }> {
    await this.limits.hit('codePerIp', ip);
    await this.limits.check('codeFailuresPerAccount', login.trim());
    const user = await this.users.findByLogin(login);
    const row = user && (await this.codes.latestOpenCode(user.id));
    if (!user || !row) {
      await this.limits.hit('codeFailuresPerAccount', login.trim());
      throw identityErrors.wrongCode();
    }
    if (row.expires_at <= this.clock.now() || row.attempts >= RESET_CODE_MAX_ATTEMPTS)
      throw identityErrors.codeExpired();
    if (!hashCode(user.id, code).equals(row.code_hash)) {
      await this.codes.countAttempt(row.id);
      await this.limits.hit('codeFailuresPerAccount', login.trim());
      throw identityErrors.wrongCode();
    }
    return { userId: user.id, row };
  }
}
