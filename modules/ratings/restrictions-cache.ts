import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import type { Trx } from '../../src/platform/db/database';
import type { DbSignals } from '../../src/platform/db/signals';
import { ShortCache } from '../../src/platform/short-cache';
import { TYPES } from '../../src/platform/tokens';
import type { ConsequenceRow } from './tables';

/** Told (DbSignals) when a block or a loss of sales access starts or is lifted, at commit. */
export const RESTRICTIONS_CHANGED_CHANNEL = 'ratings_restrictions_changed';

/**
 * How long a buy or a sale may trust what it read of a user's running restrictions (every one asks). A block that
 * starts or is lifted drops what every process knew at once (here directly, elsewhere through its signal); this
 * bounds the delay only while a process's signals connection is down. A block's end by the clock needs no signal: the
 * rows are remembered, and compared with the clock at each check.
 */
export const RESTRICTIONS_TTL_MS = 30_000;

/** The rows of each user's running restrictions, remembered (see RESTRICTIONS_TTL_MS). */
@injectable()
export class RestrictionsCache {
  private readonly rows = new ShortCache<ConsequenceRow[]>(RESTRICTIONS_TTL_MS);

  constructor(@inject(TYPES.Signals) private readonly signals: DbSignals) {}

  async start(): Promise<void> {
    await this.signals.listen(RESTRICTIONS_CHANGED_CHANNEL, () => this.rows.forget());
  }

  of(userId: string, load: () => Promise<ConsequenceRow[]>): Promise<ConsequenceRow[]> {
    return this.rows.get(userId, load);
  }

  /** Runs a write that may start or lift restrictions; nothing read before or during it is kept here. */
  changing<T>(write: () => Promise<T>): Promise<T> {
    return this.rows.changing(write);
  }

  /** Tells the other processes, when `trx` commits. */
  async signal(trx: Trx): Promise<void> {
    await sql`SELECT pg_notify(${RESTRICTIONS_CHANGED_CHANNEL}, '')`.execute(trx);
  }
}
