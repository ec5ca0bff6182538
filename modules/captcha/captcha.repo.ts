import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { CaptchaTables } from './tables';

/** The challenges whose solution was accepted: one row each, so a replay is refused on every process. */
@injectable()
export class SpentChallengesRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<CaptchaTables>) {}

  /** Marks a challenge as used; false when it already was (the insert and the check are one statement). */
  async spend(challengeId: string, expiresAt: Date): Promise<boolean> {
    const row = await this.db
      .insertInto('captcha.spent')
      .values({ challenge_id: challengeId, expires_at: expiresAt })
      .onConflict((oc) => oc.column('challenge_id').doNothing())
      .returning('challenge_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Rows of expired challenges: their solutions are refused as expired anyway. */
  async purgeExpired(now: Date): Promise<number> {
    const result = await this.db.deleteFrom('captcha.spent').where('expires_at', '<', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
