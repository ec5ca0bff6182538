import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { IdentityTables } from './tables';

export interface ResetCodeRow {
  id: string;
  code_hash: Buffer;
  attempts: number;
  expires_at: Date;
  used_at: Date | null;
}

@injectable()
export class RecoveryRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<IdentityTables>) {}

  /** A new code replaces any earlier one: only the latest e-mail's code works. */
  async replaceCode(userId: string, codeHash: Buffer, now: Date, expiresAt: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('identity.reset_codes')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .insertInto('identity.reset_codes')
        .values({ user_id: userId, code_hash: codeHash, created_at: now, expires_at: expiresAt, used_at: null })
        .execute();
    });
  }

  latestOpenCode(userId: string): Promise<ResetCodeRow | undefined> {
    return this.db
      .selectFrom('identity.reset_codes')
      .select(['id', 'code_hash', 'attempts', 'expires_at', 'used_at'])
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async countAttempt(id: string): Promise<void> {
    await this.db
      .updateTable('identity.reset_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  /** Single use: only the first caller gets true. */
  async markUsed(id: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('identity.reset_codes')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
