import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Clock } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db/database';
import type { Inbox } from '../../src/platform/inbox';
import { IdentityService } from '../identity';
import { WalletService } from '../wallet';
import type { Currency } from '../../kernel';
import { ADVENT_DOORS, ADVENT_MONTH, adventPrize, type AdventView, type AdventWon } from './advent.schemas';
import { AdventRepo } from './advent.repo';
import { CodesRepo } from './codes.repo';
import { promoErrors } from './promo.errors';
import { tellPrize } from './prize-notices';

/**
 * The advent calendar (spec trading-core 2): during 1-24 December (UTC, on the injected clock) today's door opens
 * once per user and gives its prize; other days' doors stay shut.
 */
@injectable()
export class AdventService {
  constructor(
    @inject(TYPES.Db) private readonly db: Db,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(AdventRepo) private readonly doors: AdventRepo,
    @inject(CodesRepo) private readonly codes: CodesRepo,
    @inject(IdentityService) private readonly identity: IdentityService,
    @inject(WalletService) private readonly wallet: WalletService,
    @inject(TYPES.Inbox) private readonly inbox: Inbox,
  ) {}

  async view(userId: string | null): Promise<AdventView> {
    const { year, today } = this.calendarDay();
    const opened = userId ? await this.doors.opened(userId, year) : [];
    const won = new Map(opened.map((o) => [o.door, o.prize as AdventWon]));
    return {
      year,
      today,
      doors: Array.from({ length: ADVENT_DOORS }, (_, i) => ({
        door: i + 1,
        prize: adventPrize(i + 1),
        opened: won.get(i + 1) ?? null,
      })),
    };
  }

  async open(userId: string, door: number): Promise<AdventView> {
    const { year, today } = this.calendarDay();
    if (door !== today) throw promoErrors.doorClosed();
    const now = this.clock.now();
    const currency = (await this.identity.requireUser(userId)).main_currency as Currency;
    const prize = adventPrize(door);
    const won: AdventWon =
      prize.kind === 'spin' ? prize : { kind: 'balance', amount: prize.amounts[currency], currency };
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.doors.open(trx, { userId, year, door, prize: won, at: now }))) throw promoErrors.doorOpened();
      const key = `${year}-${door}`;
      if (won.kind === 'spin') await this.codes.addSpinCredits(trx, userId, 'advent', [key], now);
      else
        await this.wallet.payPrize(trx, { key: `advent:${userId}:${key}`, userId, currency, amount: won.amount }, now);
      await tellPrize(this.inbox, trx, userId, won);
    });
    return this.view(userId);
  }

  private calendarDay(): { year: number; today: number | null } {
    const now = this.clock.now();
    const inSeason = now.getUTCMonth() === ADVENT_MONTH && now.getUTCDate() <= ADVENT_DOORS;
    return { year: now.getUTCFullYear(), today: inSeason ? now.getUTCDate() : null };
  }
}
