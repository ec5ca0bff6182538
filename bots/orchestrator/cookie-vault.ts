import { inject, injectable } from 'inversify';
import type { BotsConfig } from '../../config';
import { AppError } from '../../src/platform/errors';
import { SealedBox } from '../../src/platform/sealed-box';
import { BOTS_CONFIG } from '../world/simulated-world';

/**
 * Linked accounts' session cookies, sealed at rest with the configured key and bound to their game
 * account (a sealed cookie copied onto another account's row does not open). Never logged, never answered.
 */
@injectable()
export class CookieVault {
  private readonly box: SealedBox | null;

  constructor(@inject(BOTS_CONFIG) config: BotsConfig) {
    this.box = config.cookieKey ? new SealedBox(config.cookieKey) : null;
  }

  seal(accountId: string, cookie: string): string {
    if (!this.box)
      throw new AppError(503, 'NO_ACCESS', 'Linking game accounts is off: the server has no GAME_COOKIE_KEY');
    return this.box.seal(cookie, `game-account:${accountId}`);
  }

  /** The cookie, or null when it cannot be opened (no key, another key, or not this account's). */
  open(accountId: string, sealed: string): string | null {
    return this.box?.open(sealed, `game-account:${accountId}`) ?? null;
  }
}
