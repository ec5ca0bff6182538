import { createHmac } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { type Challenge, createChallenge, type Payload, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { AppConfig } from '../../config';
import type { Clock } from '../../src/platform/clock';
import { TYPES } from '../../src/platform/tokens';
import { captchaErrors } from './captcha.errors';
import { SpentChallengesRepo } from './captcha.repo';
import { CAPTCHA_FIELD, type CaptchaConfig } from './captcha.schemas';

/** PBKDF2 is bundled with the widget (no extra worker to ship) and costs the same in every browser. */
const ALGORITHM = 'PBKDF2/SHA-256';
/** A challenge must be solved and sent within this time; its spent row is kept as long. */
export const CHALLENGE_TTL_MS = 10 * 60_000;

/**
 * The self-hosted proof-of-work captcha (ALTCHA, spec accounts-platform 5), switched by config (CAPTCHA). Challenges
 * are signed with the HMAC key, so the server keeps nothing until one is solved; an accepted solution is recorded,
 * so the same token is refused the second time.
 */
@injectable()
export class CaptchaService {
  private readonly keySecret: string;

  constructor(
    @inject(TYPES.Config) private readonly config: AppConfig,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(SpentChallengesRepo) private readonly spent: SpentChallengesRepo,
  ) {
    // Deterministic mode: the expected key is signed with a second secret, so checking a solution is one HMAC.
    this.keySecret = createHmac('sha256', config.captcha.hmacKey).update('altcha-key-signature').digest('hex');
  }

  get enabled(): boolean {
    return this.config.captcha.enabled;
  }

  publicConfig(): CaptchaConfig {
    return { enabled: this.enabled, field: CAPTCHA_FIELD, challengeUrl: '/api/captcha/challenge' };
  }

  /** A new challenge for the widget; the client must find a counter between half the difficulty and all of it. */
  async challenge(): Promise<Challenge> {
    if (!this.enabled) throw captchaErrors.disabled();
    const { cost, maxCounter, hmacKey } = this.config.captcha;
    return createChallenge({
      algorithm: ALGORITHM,
      cost,
      counter: randomInt(Math.ceil(maxCounter / 2), maxCounter),
      deriveKey,
      expiresAt: new Date(this.clock.now().getTime() + CHALLENGE_TTL_MS),
      hmacSignatureSecret: hmacKey,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  /**
   * Lets a form's call through when the captcha is off, or when `token` is a valid, unexpired solution not used
   * before (which it then uses up). Otherwise throws CAPTCHA_REQUIRED, _INVALID, _EXPIRED or _USED, before the
   * call changes anything.
   */
  async check(token: string | undefined): Promise<void> {
    if (!this.enabled) return;
    if (!token) throw captchaErrors.required();
    const payload = parsePayload(token);
    if (!payload) throw captchaErrors.invalid();
    const { challenge, solution } = payload;
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: this.config.captcha.hmacKey,
      hmacKeySignatureSecret: this.keySecret,
    }).catch(() => null);
    if (result?.expired) throw captchaErrors.expired();
    if (!result?.verified) throw captchaErrors.invalid();
    // The signature covers expiresAt; the library read it on the system time, the app's rules read the clock.
    const expiresAt = new Date((challenge.parameters.expiresAt ?? 0) * 1000);
    if (expiresAt <= this.clock.now()) throw captchaErrors.expired();
    if (!(await this.spent.spend(challenge.parameters.nonce, expiresAt))) throw captchaErrors.used();
  }
}

/** The widget's token: base64 of {challenge, solution}. Anything else is not a token. */
function parsePayload(token: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Partial<Payload> | null;
    const parameters = value?.challenge?.parameters;
    if (!value?.solution || typeof value.solution !== 'object') return null;
    if (!parameters || typeof parameters.nonce !== 'string' || !/^[0-9a-f]{8,128}$/.test(parameters.nonce)) return null;
    if (typeof parameters.expiresAt !== 'number') return null;
    return value as Payload;
  } catch {
    return null;
  }
}
