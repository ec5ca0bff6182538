import { inject, injectable } from 'inversify';
import type { Clock } from '../../src/platform/clock';
import { TYPES } from '../../src/platform/tokens';
import { IdentityService } from '../identity';
import { OrdersStatistics } from '../orders';
import { TopupsService } from '../wallet';
import { AbTestsService } from './ab-tests.service';
import type { AnalyticsOverview } from './analytics.schemas';
import { EventsRepo } from './events.repo';

const DAY_MS = 86_400_000;
/** The route list of the overview; a site has a few dozen routes. */
const MAX_ROUTES = 50;

/**
 * The console's analytics overview (issue 19): events per day, the sign-up -> top-up -> purchase funnel (from
 * identity, wallet and orders through their index.ts, never their tables) and page visits per route name.
 * The window is the last `days` UTC days, today included.
 */
@injectable()
export class OverviewService {
  constructor(
    @inject(EventsRepo) private readonly events: EventsRepo,
    @inject(AbTestsService) private readonly abTests: AbTestsService,
    @inject(IdentityService) private readonly identity: IdentityService,
    @inject(TopupsService) private readonly topups: TopupsService,
    @inject(OrdersStatistics) private readonly orders: OrdersStatistics,
    @inject(TYPES.Clock) private readonly clock: Clock,
  ) {}

  async overview(days: number): Promise<AnalyticsOverview> {
    const now = this.clock.now();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const from = new Date(today - (days - 1) * DAY_MS);
    const [perDay, pageVisits, abGroups, signedUp] = await Promise.all([
      this.events.perDay(from),
      this.events.pageVisits(from, MAX_ROUTES),
      this.abTests.assignedSince(from),
      this.identity.signedUpSince(from),
    ]);
    const [toppedUp, purchased] = await Promise.all([
      this.topups.countPayers(signedUp, from),
      this.orders.countBuyers(signedUp, from),
    ]);
    const totals = new Map<string, number>();
    for (const row of perDay) totals.set(row.event, (totals.get(row.event) ?? 0) + row.count);
    const eventsPerDay = Array.from({ length: days }, (_, n) => {
      const day = new Date(from.getTime() + n * DAY_MS).toISOString().slice(0, 10);
      const counts = Object.fromEntries(perDay.filter((r) => r.day === day).map((r) => [r.event, r.count]));
      return { day, counts };
    });
    return {
      days,
      from: from.toISOString(),
      to: now.toISOString(),
      eventsPerDay,
      eventNames: [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name),
      funnel: { signedUp: signedUp.length, toppedUp, purchased },
      pageVisits,
      abGroups,
    };
  }
}
