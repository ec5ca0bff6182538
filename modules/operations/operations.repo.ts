import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { Selectable, Transaction } from 'kysely';
import type { MaintenanceTable, OperationsTables } from './tables';
import type { GameKey, MaintenanceMode, Service } from '../../kernel';
import type { Season } from './season.vocabulary.schemas';

export type MaintenanceRow = Selectable<MaintenanceTable>;

@injectable()
export class OperationsRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<OperationsTables>) {}

  listMaintenance(game?: GameKey): Promise<MaintenanceRow[]> {
    let query = this.db.selectFrom('operations.maintenance').selectAll();
    if (game) query = query.where('game', '=', game);
    return query.execute();
  }

  findMaintenance(game: GameKey, service: Service): Promise<MaintenanceRow | undefined> {
    return this.db
      .selectFrom('operations.maintenance')
      .selectAll()
      .where('game', '=', game)
      .where('service', '=', service)
      .executeTakeFirst();
  }

  async upsertMaintenance(
    trx: Transaction<OperationsTables>,
    game: GameKey,
    service: Service,
    mode: MaintenanceMode,
    until: Date | null,
    now: Date,
  ) {
    await trx
      .insertInto('operations.maintenance')
      .values({ game, service, mode, until, updated_at: now })
      .onConflict((oc) => oc.columns(['game', 'service']).doUpdateSet({ mode, until, updated_at: now }))
      .execute();
  }

  /** Deletes the row; when `endedBy` is given only if it still ends then (a newer maintenance wins). */
  async deleteMaintenance(game: GameKey, service: Service, endedBy?: Date): Promise<boolean> {
    let query = this.db.deleteFrom('operations.maintenance').where('game', '=', game).where('service', '=', service);
    if (endedBy) query = query.where('until', '<=', endedBy);
    const result = await query.executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async readSeason(): Promise<string | undefined> {
    const row = await this.db.selectFrom('operations.settings').select('season').executeTakeFirst();
    return row?.season;
  }

  /** Sets the season; true when it was another one before (only a change is announced). */
  async writeSeason(season: Season, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('operations.settings')
      .set({ season, updated_at: now })
      .where('season', '<>', season)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  transaction<T>(work: (trx: Transaction<OperationsTables>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}
