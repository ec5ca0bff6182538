import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import { identityErrors } from './identity.errors';
import type { IdentityTables } from './tables';

/** The murder-mystery (mm2) beta access of each user (spec accounts-platform 6, GET /api/user/mm-beta-test). */
@injectable()
export class BetaAccess {
  constructor(@inject(TYPES.Db) private readonly db: Db<IdentityTables>) {}

  async of(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('identity.users')
      .select('mm_beta')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) throw identityErrors.userNotFound();
    return row.mm_beta;
  }

  /** Staff grant or take back beta access; answers the user's access as it now is. */
  async set(userId: string, on: boolean): Promise<{ user_id: string; mm_beta: boolean }> {
    const row = await this.db
      .updateTable('identity.users')
      .set({ mm_beta: on })
      .where('id', '=', userId)
      .returning(['id', 'mm_beta'])
      .executeTakeFirst();
    if (!row) throw identityErrors.userNotFound();
    return { user_id: row.id, mm_beta: row.mm_beta };
  }
}
