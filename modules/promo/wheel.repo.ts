import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Db, Trx } from '../../src/platform/db/database';
import type { PromoTables, SpinRow } from './tables';

type Executor = Db<PromoTables> | Trx;
const typed = (e: Executor) => e as Db<PromoTables>;

export interface Commitment {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** The wheel's per-user commitment (the next spin's hidden server seed) and the spins made. */
@injectable()
export class WheelRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<PromoTables>) {}

  async commitment(userId: string, executor: Executor = this.db, lock = false): Promise<Commitment | undefined> {
    let query = typed(executor)
      .selectFrom('promo.wheel_seeds')
      .select(['server_seed', 'server_seed_hash', 'client_seed', 'nonce'])
      .where('user_id', '=', userId);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return (
      row && {
        serverSeed: row.server_seed,
        serverSeedHash: row.server_seed_hash,
        clientSeed: row.client_seed,
        nonce: row.nonce,
      }
    );
  }

  /** The first commitment of a user; a concurrent first one wins and this one is dropped. */
  async insertCommitment(userId: string, c: Commitment, at: Date): Promise<void> {
    await this.db
      .insertInto('promo.wheel_seeds')
      .values({
        user_id: userId,
        server_seed: c.serverSeed,
        server_seed_hash: c.serverSeedHash,
        client_seed: c.clientSeed,
        nonce: c.nonce,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }

  async setClientSeed(userId: string, clientSeed: string, at: Date): Promise<void> {
    await this.db
      .updateTable('promo.wheel_seeds')
      .set({ client_seed: clientSeed, updated_at: at })
      .where('user_id', '=', userId)
      .execute();
  }

  /** After a spin: a new hidden seed for the next one, the counter moved on. */
  async rotate(trx: Trx, userId: string, next: Pick<Commitment, 'serverSeed' | 'serverSeedHash' | 'nonce'>, at: Date) {
    await typed(trx)
      .updateTable('promo.wheel_seeds')
      .set({ server_seed: next.serverSeed, server_seed_hash: next.serverSeedHash, nonce: next.nonce, updated_at: at })
      .where('user_id', '=', userId)
      .execute();
  }

  async insertSpin(trx: Trx, spin: SpinRow): Promise<void> {
    await typed(trx)
      .insertInto('promo.spins')
      .values({ ...spin, prize: JSON.stringify(spin.prize) })
      .execute();
  }

  spin(id: string): Promise<SpinRow | undefined> {
    return this.db.selectFrom('promo.spins').selectAll().where('id', '=', id).executeTakeFirst();
  }

  spinsOf(userId: string): Promise<SpinRow[]> {
    return this.db
      .selectFrom('promo.spins')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('nonce', 'desc')
      .limit(20)
      .execute();
  }
}
