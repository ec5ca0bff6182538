import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { IdentityTables } from './tables';

/** OAuth `state` values this server issued; each is good once, for a few minutes. */
@injectable()
export class OAuthStatesRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<IdentityTables>) {}

  async insert(state: string, source: string, expiresAt: Date): Promise<void> {
    await this.db.insertInto('identity.oauth_states').values({ state, source, expires_at: expiresAt }).execute();
  }

  /** Deletes and reports whether a live state for this source existed: replays find nothing. */
  async consume(state: string, source: string, now: Date): Promise<boolean> {
    const result = await this.db
      .deleteFrom('identity.oauth_states')
      .where('state', '=', state)
      .where('source', '=', source)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    await this.db.deleteFrom('identity.oauth_states').where('expires_at', '<=', now).execute();
    return result.numDeletedRows > 0n;
  }
}
