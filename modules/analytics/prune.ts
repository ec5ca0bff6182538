import { inject, injectable } from 'inversify';
import type { Clock } from '../../src/platform/clock';
import { TYPES } from '../../src/platform/tokens';
import { AbTestsService } from './ab-tests.service';
import { EventsRepo } from './events.repo';

/**
 * The events table cannot grow without limit: pruned rather than partitioned (one hourly DELETE in chunks is
 * enough at this size and needs no partition upkeep). Events older than RETENTION_DAYS go, then the oldest beyond
 * MAX_EVENTS, so a flood that got past the rate limits still has a ceiling. Browsers silent as long lose their
 * A-B row (one coming back hashes to the same group again).
 */
export const RETENTION_DAYS = 90;
export const MAX_EVENTS = 5_000_000;
const DAY_MS = 86_400_000;

@injectable()
export class AnalyticsPruning {
  constructor(
    @inject(EventsRepo) private readonly events: EventsRepo,
    @inject(AbTestsService) private readonly abTests: AbTestsService,
    @inject(TYPES.Clock) private readonly clock: Clock,
  ) {}

  async prune(
    limits: { retentionDays: number; maxEvents: number } = { retentionDays: RETENTION_DAYS, maxEvents: MAX_EVENTS },
  ) {
    const before = new Date(this.clock.now().getTime() - limits.retentionDays * DAY_MS);
    const events = await this.events.prune(before, limits.maxEvents);
    const browsers = await this.abTests.prune(before);
    return { ...events, browsers };
  }
}
