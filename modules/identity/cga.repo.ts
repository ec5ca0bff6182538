import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Clock } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db/database';
import type { IdentityTables } from './tables';

/** The analytics client ids a user's browsers reported (spec accounts-platform 7, POST /api/user/cga/create). */
@injectable()
export class CgaLinks {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<IdentityTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
  ) {}

  /** Stores the link once: the same client id sent again changes nothing. True when it was new. */
  async link(userId: string, clientId: string, data: Record<string, unknown> | null): Promise<boolean> {
    const row = await this.db
      .insertInto('identity.cga_links')
      .values({
        user_id: userId,
        client_id: clientId,
        data: data === null ? null : JSON.stringify(data),
        created_at: this.clock.now(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'client_id']).doNothing())
      .returning('client_id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
