import { inject, injectable } from 'inversify';
import { sql, type QueryCreator, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { Db } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import type { BotsTables, Flow, FlowPatch, FlowsTable } from './tables';
import type { Insertable } from 'kysely';
import type { GameKey } from '../../kernel';

type Tx = Transaction<BotsTables>;
type WaitingQuery = SelectQueryBuilder<BotsTables, 'bots.flows', { id: string }>;

export interface FlowEvent {
  type: string;
  payload: Record<string, unknown>;
}

/** Persisted flows (state machines) and the events they emitted. */
@injectable()
export class FlowsRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<BotsTables>) {}

  async insert(trx: Tx, flow: Insertable<FlowsTable>): Promise<Flow> {
    return trx.insertInto('bots.flows').values(flow).returningAll().executeTakeFirstOrThrow();
  }

  async byId(id: string): Promise<Flow | undefined> {
    return this.db.selectFrom('bots.flows').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Locks the flow if it is still active at this version; undefined means another run got there first. */
  async lockAt(trx: Tx, id: string, version: number): Promise<Flow | undefined> {
    return trx
      .selectFrom('bots.flows')
      .selectAll()
      .where('id', '=', id)
      .where('version', '=', version)
      .where('state', '=', 'active')
      .forUpdate()
      .executeTakeFirst();
  }

  async lock(trx: Tx, id: string): Promise<Flow | undefined> {
    return trx.selectFrom('bots.flows').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  /**
   * A step's commit of the flow itself as one statement (a whole step's, outside a transaction): the patch written
   * if the flow is still active at the version the step read (moving it on), and its events with it. Undefined:
   * another run got there first.
   */
  async advance(
    flow: Flow,
    patch: FlowPatch,
    events: FlowEvent[],
    executor: Db<BotsTables> | Tx = this.db,
  ): Promise<Flow | undefined> {
    const advanced = (db: QueryCreator<BotsTables>) =>
      db
        .updateTable('bots.flows')
        .set((eb) => ({ ...patch, version: eb('version', '+', 1) }))
        .where('id', '=', flow.id)
        .where('version', '=', flow.version)
        .where('state', '=', 'active')
        .returningAll();
    if (!events.length) return advanced(executor).executeTakeFirst();
    const created = patch.updated_at ?? new Date();
    return executor
      .with('advanced', advanced)
      .with('recorded', (db) =>
        db
          .insertInto('bots.flow_events')
          .columns(['flow_id', 'user_id', 'type', 'payload', 'created_at'])
          .expression(
            db
              .selectFrom([
                'advanced',
                sql<FlowEvent>`jsonb_array_elements(${JSON.stringify(events)}::jsonb) WITH ORDINALITY`.as('e'),
              ])
              .select([
                'advanced.id',
                'advanced.user_id',
                sql<string>`e.value->>'type'`.as('type'),
                sql<string>`e.value->'payload'`.as('payload'),
                sql<Date>`${created}::timestamptz`.as('created_at'),
              ])
              .orderBy(sql`e.ordinality`),
          ),
      )
      .selectFrom('advanced')
      .selectAll()
      .executeTakeFirst() as Promise<Flow | undefined>;
  }

  async addEvents(trx: Tx, flow: Flow, events: FlowEvent[], now: Date): Promise<void> {
    if (!events.length) return;
    await trx
      .insertInto('bots.flow_events')
      .values(
        events.map((e) => ({
          flow_id: flow.id,
          user_id: flow.user_id,
          type: e.type,
          payload: JSON.stringify(e.payload),
          created_at: now,
        })),
      )
      .execute();
  }

  async events(flowId: string): Promise<Array<{ type: string; payload: Record<string, unknown>; created_at: Date }>> {
    return this.db
      .selectFrom('bots.flow_events')
      .select(['type', 'payload', 'created_at'])
      .where('flow_id', '=', flowId)
      .orderBy('id')
      .execute();
  }

  /**
   * Takes the longest-waiting flow that could use this bot (a withdrawal waits for the one bot
   * holding its items) and marks it woken (wake_at now), so a bot freed a moment later wakes the
   * next one instead of the same flow again.
   */
  takeOldestWaiting(trx: Tx, game: GameKey, botAccountId: string, now: Date): Promise<Flow | undefined> {
    return this.wakeOldestWaiting(trx, now, (q) =>
      q
        .where('game', '=', game)
        .where((eb) => eb.or([eb('bot_account_id', 'is', null), eb('bot_account_id', '=', botAccountId)])),
    );
  }

  /** The same for a linked account: the longest-waiting flow that acts on it. */
  takeOldestWaitingForAccount(trx: Tx, accountId: string, now: Date): Promise<Flow | undefined> {
    return this.wakeOldestWaiting(trx, now, (q) =>
      q.where('player_account_id', '=', accountId).where('actor', '=', 'linked'),
    );
  }

  /** Locks the oldest active flow still waiting (searching, not woken yet) among `narrow`'s, and wakes it. */
  private async wakeOldestWaiting(
    trx: Tx,
    now: Date,
    narrow: (q: WaitingQuery) => WaitingQuery,
  ): Promise<Flow | undefined> {
    const waiting = await narrow(
      trx
        .selectFrom('bots.flows')
        .select('id')
        .where('state', '=', 'active')
        .where('stage', '=', 'searching_bot')
        .where('wake_at', '>', now),
    )
      .orderBy('created_at')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!waiting) return undefined;
    return trx
      .updateTable('bots.flows')
      .set({ wake_at: now })
      .where('id', '=', waiting.id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Active flows of a game still waiting for a bot or a linked account. */
  async waitingCount(game: GameKey, executor: Db<BotsTables> | Tx = this.db): Promise<number> {
    const { count } = await executor
      .selectFrom('bots.flows')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('game', '=', game)
      .where('state', '=', 'active')
      .where('stage', '=', 'searching_bot')
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  async countSince(userId: string, since: Date): Promise<number> {
    const { count } = await this.db
      .selectFrom('bots.flows')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** When the user last missed a meeting with a bot (code 12) or a friendship step, since the given time. */
  async lastMissedMeeting(userId: string, since: Date): Promise<Date | undefined> {
    const row = await this.db
      .selectFrom('bots.flows')
      .select('ended_at')
      .where('user_id', '=', userId)
      .where('code', 'in', ['12', 'FRIEND_TIMEOUT'])
      .where('ended_at', '>=', since)
      .orderBy('ended_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.ended_at ?? undefined;
  }

  /** Active flows nobody has looked at long after they were due: their job was lost. */
  async overdue(before: Date, limit: number): Promise<Array<Pick<Flow, 'id' | 'version' | 'fleet_bot_id'>>> {
    return this.db
      .selectFrom('bots.flows')
      .select(['id', 'version', 'fleet_bot_id'])
      .where('state', '=', 'active')
      .where('wake_at', '<', before)
      .orderBy('wake_at')
      .limit(limit)
      .execute();
  }

  async activeByStage(): Promise<Record<string, number>> {
    const rows = await this.db
      .selectFrom('bots.flows')
      .select(['stage', (eb) => eb.fn.countAll<string>().as('count')])
      .where('state', '=', 'active')
      .groupBy('stage')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.stage, Number(r.count)]));
  }

  /** Every step a flow took moved its version on: their sum counts the steps taken so far. */
  async stepsTaken(): Promise<number> {
    const { steps } = await this.db
      .selectFrom('bots.flows')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('version'), eb.lit(0)).as('steps'))
      .executeTakeFirstOrThrow();
    return Number(steps);
  }

  async latestOfUser(userId: string, kind: Flow['kind'], limit: number): Promise<Flow[]> {
    return this.db
      .selectFrom('bots.flows')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }

  async latestOfPlayer(playerAccountId: string, limit: number): Promise<Flow[]> {
    return this.db
      .selectFrom('bots.flows')
      .selectAll()
      .where('player_account_id', '=', playerAccountId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }

  async countsByState(): Promise<Record<string, number>> {
    const rows = await this.db
      .selectFrom('bots.flows')
      .select(['state', (eb) => eb.fn.countAll<string>().as('count')])
      .groupBy('state')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.state, Number(r.count)]));
  }
}
