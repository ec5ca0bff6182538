import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import type { Clock } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import { abGroup } from '../identity';
import type { AbTestName, AbTestRecord } from './analytics.schemas';
import type { AnalyticsTables } from './tables';

/**
 * A-B groups (spec accounts-platform 4.6). What is hashed is the browser's trackId: a newcomer, who the test is for,
 * has no user id yet, and the group must be known before the register form opens. identity's abGroup hashes it
 * (sha256, first 4 bytes, modulo 1024: 0-511 email_free_pet with userGroup 1, 512+ exclusive_club with 0; version 7).
 * The first answer is stored and every later one is the stored row, so a browser keeps its group even if the hash
 * or the version changes. At registration the browser sends its variant as email_name, which identity stores on the
 * user: from then on the user's group is that one, on any browser (identity's profile reports it).
 */
@injectable()
export class AbTestsService {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<AnalyticsTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
  ) {}

  /** The browser's group: assigned on first use, stored, then always the stored one. */
  async assign(trackId: string): Promise<AbTestRecord> {
    const now = this.clock.now();
    const fresh = abGroup(trackId);
    const row = await this.db
      .insertInto('analytics.ab_assignments')
      .values({
        track_id: trackId,
        name: fresh.name,
        version: fresh.version,
        user_group: fresh.userGroup,
        assigned_at: now,
        last_seen_at: now,
      })
      // Only last_seen_at moves: the group given first stays.
      .onConflict((oc) => oc.column('track_id').doUpdateSet({ last_seen_at: now }))
      .returning(['name', 'version', 'user_group'])
      .executeTakeFirstOrThrow();
    return { name: row.name, version: row.version, userGroup: row.user_group === 1 ? 1 : 0 };
  }

  /** Browsers given a group since `from`, per test. */
  async assignedSince(from: Date): Promise<{ name: AbTestName; browsers: number }[]> {
    const { rows } = await sql<{ name: AbTestName; browsers: number }>`
      SELECT name, count(*)::int AS browsers FROM analytics.ab_assignments
       WHERE assigned_at >= ${from} GROUP BY name ORDER BY name`.execute(this.db);
    return rows;
  }

  /** Forgets browsers silent since `before`: one coming back gets the same group again (same hash). */
  async prune(before: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('analytics.ab_assignments')
      .where('last_seen_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
