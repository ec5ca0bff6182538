import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Clock } from '../../src/platform/clock';
import type { StaffAction } from '../../src/platform/http/admin-auth';
import { StaffService } from '../identity';
import { AUDIT_PAGE, type AuditPage } from './admin.schemas';
import { AuditRepo } from './audit.repo';

/** The audit log (GLOSSARY "audit log"): every staff action, who did it, and the state before and after. */
@injectable()
export class AuditService {
  constructor(
    @inject(AuditRepo) private readonly repo: AuditRepo,
    @inject(StaffService) private readonly staff: StaffService,
    @inject(TYPES.Clock) private readonly clock: Clock,
  ) {}

  record(action: StaffAction): Promise<void> {
    return this.repo.append(action, this.clock.now());
  }

  async page(filter: { before?: string; actor?: string; action?: string }): Promise<AuditPage> {
    const rows = await this.repo.page(filter);
    const shown = rows.slice(0, AUDIT_PAGE);
    const actors = await this.staff.views([...new Set(shown.flatMap((r) => (r.actor_id ? [r.actor_id] : [])))]);
    return {
      entries: shown.map((r) => ({
        id: String(r.id),
        at: r.at.toISOString(),
        actor: r.actor_id
          ? {
              id: r.actor_id,
              name: actors.get(r.actor_id)?.username ?? null,
              role: r.actor_role === 'token' ? 'admin' : r.actor_role,
            }
          : null,
        action: r.action,
        params: r.params,
        input: r.input,
        before: r.before,
        after: r.after,
      })),
      next: rows.length > AUDIT_PAGE ? String(shown[AUDIT_PAGE - 1]!.id) : null,
    };
  }
}
