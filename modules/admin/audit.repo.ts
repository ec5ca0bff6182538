import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { StaffAction } from '../../src/platform/http/admin-auth';
import { AUDIT_PAGE } from './admin.schemas';
import type { AdminTables, AuditRow } from './tables';

/** Keys whose values never reach the log (a bot's session cookie, a password in an operator's request). */
const SECRET_KEY = /pass(word)?$|cookie|secret|token/i;

/** The audit log's rows: appended, never changed. */
@injectable()
export class AuditRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<AdminTables>) {}

  async append(entry: StaffAction, at: Date): Promise<void> {
    const json = (value: unknown) => (value === undefined ? null : JSON.stringify(redactSecrets(value)));
    await this.db
      .insertInto('admin.audit_log')
      .values({
        at,
        actor_id: entry.actor.kind === 'user' ? entry.actor.id : null,
        actor_role: entry.actor.kind === 'user' ? entry.actor.role : 'token',
        action: entry.action,
        params: json(entry.params) ?? '{}',
        input: json(entry.input) ?? '{}',
        before: json(entry.before),
        after: json(entry.after),
      })
      .execute();
  }

  page(filter: { before?: string; actor?: string; action?: string }): Promise<AuditRow[]> {
    let query = this.db
      .selectFrom('admin.audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(AUDIT_PAGE + 1);
    if (filter.before) query = query.where('id', '<', filter.before);
    if (filter.actor) query = query.where('actor_id', '=', filter.actor);
    if (filter.action) query = query.where('action', 'ilike', `%${filter.action.replace(/[\\%_]/g, '\\$&')}%`);
    return query.execute();
  }
}

export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[redacted]' : redactSecrets(v)]),
    );
  }
  return value;
}
