import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import type { Db } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import type { AbTestRecord } from './analytics.schemas';
import type { AnalyticsTables } from './tables';

export interface NewEvent {
  key: string;
  event: string;
  payload: Record<string, unknown>;
  occurredAt: Date;
}

/** Rows deleted per statement while pruning: short statements, no long lock on the table. */
const PRUNE_CHUNK = 10_000;

@injectable()
export class EventsRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<AnalyticsTables>) {}

  /** Stores the events not stored before (same trackId and key): a replayed batch adds nothing. Returns how many were new. */
  async insert(
    trackId: string,
    userId: string | null,
    ab: AbTestRecord,
    events: NewEvent[],
    receivedAt: Date,
  ): Promise<number> {
    const result = await this.db
      .insertInto('analytics.events')
      .values(
        events.map((e) => ({
          track_id: trackId,
          event_key: e.key,
          user_id: userId,
          event: e.event,
          payload: JSON.stringify(e.payload),
          occurred_at: e.occurredAt,
          received_at: receivedAt,
          ab_name: ab.name,
          ab_version: ab.version,
          ab_group: ab.userGroup,
        })),
      )
      .onConflict((oc) => oc.columns(['track_id', 'event_key']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  /** Deletes events received before `before`, then the oldest beyond `maxRows`, in chunks. Returns how many went. */
  async prune(before: Date, maxRows: number): Promise<{ byAge: number; byCap: number }> {
    let byAge = 0;
    for (;;) {
      const { rows } = await sql<{ n: number }>`
        WITH gone AS (
          DELETE FROM analytics.events WHERE id IN (
            SELECT id FROM analytics.events WHERE received_at < ${before} ORDER BY id LIMIT ${PRUNE_CHUNK})
          RETURNING 1)
        SELECT count(*)::int AS n FROM gone`.execute(this.db);
      byAge += rows[0]!.n;
      if (rows[0]!.n < PRUNE_CHUNK) break;
    }
    // The newest maxRows stay; ids grow with arrival, so everything at or below the first one past them goes.
    const edge = await this.db
      .selectFrom('analytics.events')
      .select('id')
      .orderBy('id', 'desc')
      .offset(maxRows)
      .limit(1)
      .executeTakeFirst();
    let byCap = 0;
    if (edge) {
      for (;;) {
        const { rows } = await sql<{ n: number }>`
          WITH gone AS (
            DELETE FROM analytics.events WHERE id IN (
              SELECT id FROM analytics.events WHERE id <= ${edge.id} ORDER BY id LIMIT ${PRUNE_CHUNK})
            RETURNING 1)
          SELECT count(*)::int AS n FROM gone`.execute(this.db);
        byCap += rows[0]!.n;
        if (rows[0]!.n < PRUNE_CHUNK) break;
      }
    }
    return { byAge, byCap };
  }

  /** Events per UTC day and name received since `from`. */
  async perDay(from: Date): Promise<{ day: string; event: string; count: number }[]> {
    const { rows } = await sql<{ day: string; event: string; count: number }>`
      SELECT to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, event, count(*)::int AS count
        FROM analytics.events
       WHERE received_at >= ${from}
       GROUP BY 1, 2 ORDER BY 1, 2`.execute(this.db);
    return rows;
  }

  /** page_visit events per route name (payload.route) since `from`, most visited first. */
  async pageVisits(from: Date, limit: number): Promise<{ route: string; visits: number }[]> {
    const { rows } = await sql<{ route: string; visits: number }>`
      SELECT coalesce(payload->>'route', '(none)') AS route, count(*)::int AS visits
        FROM analytics.events
       WHERE received_at >= ${from} AND event = 'page_visit'
       GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${limit}`.execute(this.db);
    return rows;
  }
}
