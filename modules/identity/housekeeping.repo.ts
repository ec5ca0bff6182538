import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { IdentityTables } from './tables';

/** Rows kept after they stopped mattering: long enough to detect a replayed token, no longer. */
const GRACE_MS = 86_400_000;

export interface PurgeCounts {
  sessions: number;
  resetCodes: number;
  oauthStates: number;
}

@injectable()
export class HousekeepingRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<IdentityTables>) {}

  async purgeExpired(now: Date): Promise<PurgeCounts> {
    const before = new Date(now.getTime() - GRACE_MS);
    const sessions = await this.db
      .deleteFrom('identity.sessions')
      .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
      .executeTakeFirst();
    const resetCodes = await this.db
      .deleteFrom('identity.reset_codes')
      .where('expires_at', '<', before)
      .executeTakeFirst();
    const oauthStates = await this.db
      .deleteFrom('identity.oauth_states')
      .where('expires_at', '<', now)
      .executeTakeFirst();
    return {
      sessions: Number(sessions.numDeletedRows),
      resetCodes: Number(resetCodes.numDeletedRows),
      oauthStates: Number(oauthStates.numDeletedRows),
    };
  }
}
