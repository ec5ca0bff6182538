import { inject, injectable } from 'inversify';
import QRCode from 'qrcode';
import { TYPES } from '../../src/platform/tokens';
import type { Clock } from '../../src/platform/clock';
import { UsersRepo } from './users.repo';
import { IdentityService } from './identity.service';
import { RateLimits } from './rate-limits';
import { identityErrors } from './identity.errors';
import { newTotpSecret, totpMatches, totpUri } from './totp';
import { OPERATIONS_SERVICE, type OperationsService } from '../operations';

export interface TotpEnrolment {
  secret: string;
  otpauth_url: string;
  /** A PNG of the otpauth URL, for the security settings page. */
  qr_data_url: string;
}

/** TOTP two-factor authentication, behind the 2FA feature flag. */
@injectable()
export class TwoFactorService {
  constructor(
    @inject(UsersRepo) private readonly users: UsersRepo,
    @inject(IdentityService) private readonly identity: IdentityService,
    @inject(RateLimits) private readonly limits: RateLimits,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(OPERATIONS_SERVICE) private readonly operations: OperationsService,
  ) {}

  async setup(userId: string): Promise<TotpEnrolment> {
    this.requireFlag();
    const user = await this.identity.requireUser(userId);
    if (user.totp_enabled) throw identityErrors.featureDisabled('Set-up while two-factor is on');
    const secret = newTotpSecret();
    await this.users.update(userId, { totp_secret: secret });
    const otpauthUrl = totpUri(secret, user.username);
    return {
      secret,
      otpauth_url: otpauthUrl,
      qr_data_url: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }),
    };
  }

  async enable(userId: string, code: string): Promise<{ two_factor_enabled: boolean }> {
    const user = await this.checkCode(userId, code);
    await this.users.update(user.id, { totp_enabled: true });
    return { two_factor_enabled: true };
  }

  async disable(userId: string, code: string): Promise<{ two_factor_enabled: boolean }> {
    const user = await this.checkCode(userId, code);
    await this.users.update(user.id, { totp_enabled: false, totp_secret: null });
    return { two_factor_enabled: false };
  }

  private async checkCode(userId: string, code: string) {
    this.requireFlag();
    await this.limits.check('codeFailuresPerAccount', `totp:${userId}`);
    const user = await this.identity.requireUser(userId);
    if (!user.totp_secret) throw identityErrors.twoFactorNotSetUp();
    if (!(await totpMatches(user.totp_secret, code, this.clock.now()))) {
      await this.limits.hit('codeFailuresPerAccount', `totp:${userId}`);
      throw identityErrors.wrongCode();
    }
    return user;
  }

  private requireFlag(): void {
    if (!this.operations.flags().twoFactor) throw identityErrors.featureDisabled('Two-factor authentication');
  }
}
