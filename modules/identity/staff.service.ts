import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import { TYPES } from '../../src/platform/tokens';
import type { Clock } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db/database';
import { identityErrors } from './identity.errors';
import { SessionService } from './session.service';
import type { Role, StaffUserView } from './staff.schemas';
import type { IdentityTables, User } from './tables';

const SEARCH_LIMIT = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Roles and account blocks: what the console changes about a user, and the lookups it needs. */
@injectable()
export class StaffService {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<IdentityTables>,
    @inject(SessionService) private readonly sessions: SessionService,
    @inject(TYPES.Clock) private readonly clock: Clock,
  ) {}

  async roleOf(userId: string): Promise<Role> {
    const row = await this.db.selectFrom('identity.users').select('role').where('id', '=', userId).executeTakeFirst();
    return row?.role ?? 'user';
  }

  async setRole(userId: string, role: Role): Promise<StaffUserView> {
    const row = await this.db
      .updateTable('identity.users')
      .set({ role })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw identityErrors.userNotFound();
    return toView(row);
  }

  /** Blocks sign-in and ends every session at once (a second block only updates the reason). */
  async block(userId: string, reason: string): Promise<StaffUserView> {
    const row = await this.db
      .updateTable('identity.users')
      .set((eb) => ({
        blocked_at: eb.fn.coalesce('blocked_at', sql<Date>`${this.clock.now()}`),
        blocked_reason: reason,
      }))
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw identityErrors.userNotFound();
    await this.sessions.revokeAllSessions(userId);
    return toView(row);
  }

  async unblock(userId: string): Promise<StaffUserView> {
    const row = await this.db
      .updateTable('identity.users')
      .set({ blocked_at: null, blocked_reason: null })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw identityErrors.userNotFound();
    return toView(row);
  }

  async user(userId: string): Promise<StaffUserView> {
    const row = await this.db.selectFrom('identity.users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!row) throw identityErrors.userNotFound();
    return toView(row);
  }

  /** By nickname or e-mail (their start, any case) or an exact user id; staff first, then the newest. */
  async search(q: string): Promise<StaffUserView[]> {
    const prefix = `${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    const rows = await this.db
      .selectFrom('identity.users')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb(sql`lower(username)`, 'like', prefix),
          eb(sql`lower(email)`, 'like', prefix),
          ...(UUID.test(q) ? [eb('id', '=', q)] : []),
        ]),
      )
      .orderBy(sql`role = 'user'`)
      .orderBy('date_register', 'desc')
      .limit(SEARCH_LIMIT)
      .execute();
    return rows.map(toView);
  }

  async views(ids: string[]): Promise<Map<string, StaffUserView>> {
    if (!ids.length) return new Map();
    const rows = await this.db.selectFrom('identity.users').selectAll().where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, toView(r)]));
  }

  /** Staff, for the console's list of who holds a role. */
  async staff(): Promise<StaffUserView[]> {
    const rows = await this.db
      .selectFrom('identity.users')
      .selectAll()
      .where('role', '<>', 'user')
      .orderBy('username')
      .execute();
    return rows.map(toView);
  }
}

function toView(row: User): StaffUserView {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    registeredAt: row.date_register.toISOString(),
    country: row.main_country,
    mmBeta: row.mm_beta,
    block:
      row.blocked_at && row.blocked_reason ? { at: row.blocked_at.toISOString(), reason: row.blocked_reason } : null,
  };
}
