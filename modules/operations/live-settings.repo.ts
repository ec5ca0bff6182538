import { inject, injectable } from 'inversify';
import { sql, type Transaction } from 'kysely';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { FeatureFlag } from '../../kernel';
import type { OperationsTables } from './tables';
import { type DevStatus, isDevStatus } from './flags.vocabulary.schemas';

/** Postgres channel on which a write of a live setting tells every process to read them again. */
export const LIVE_SETTINGS_CHANNEL = 'operations_live_settings';

export interface StoredLiveSettings {
  overrides: Map<string, boolean>;
  devStatus: DevStatus | null;
}

/** Flag overrides and the dev status: written by staff, read into every process's cache (live-settings.ts). */
@injectable()
export class LiveSettingsRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<OperationsTables>) {}

  async read(): Promise<StoredLiveSettings> {
    const [rows, settings] = await Promise.all([
      this.db.selectFrom('operations.flag_overrides').select(['flag', 'value']).execute(),
      this.db.selectFrom('operations.settings').select('dev_status').executeTakeFirst(),
    ]);
    const devStatus = settings?.dev_status;
    return {
      overrides: new Map(rows.map((r) => [r.flag, r.value])),
      devStatus: isDevStatus(devStatus) ? devStatus : null,
    };
  }

  /** Sets (value) or clears (null) a flag's override; true when that changed it. */
  writeOverride(flag: FeatureFlag, value: boolean | null, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result =
        value === null
          ? await trx.deleteFrom('operations.flag_overrides').where('flag', '=', flag).executeTakeFirst()
          : await trx
              .insertInto('operations.flag_overrides')
              .values({ flag, value, updated_at: now })
              .onConflict((oc) =>
                oc
                  .column('flag')
                  .doUpdateSet({ value, updated_at: now })
                  .where('operations.flag_overrides.value', '<>', value),
              )
              .executeTakeFirst();
      const changed = Number('numDeletedRows' in result ? result.numDeletedRows : result.numInsertedOrUpdatedRows) > 0;
      if (changed) await notifyChange(trx);
      return changed;
    });
  }

  /** Sets the dev status; true when it was another one before. */
  writeDevStatus(status: DevStatus | null, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('operations.settings')
        .set({ dev_status: status, updated_at: now })
        .where(sql<boolean>`dev_status IS DISTINCT FROM ${status}`)
        .executeTakeFirst();
      const changed = result.numUpdatedRows > 0n;
      if (changed) await notifyChange(trx);
      return changed;
    });
  }
}

/** Delivered when the transaction commits, to every process (this one too) listening on the channel. */
async function notifyChange(trx: Transaction<OperationsTables>): Promise<void> {
  await sql`SELECT pg_notify(${LIVE_SETTINGS_CHANNEL}, '')`.execute(trx);
}
