import { inject, injectable } from 'inversify';
import { OrchestratorService, type FlowEndedJob } from '../../bots';
import type { Clock } from '../../src/platform/clock';
import type { Db, Trx } from '../../src/platform/db/database';
import type { Logger } from '../../src/platform/logger';
import type { Notifier } from '../../src/platform/realtime';
import { TYPES } from '../../src/platform/tokens';
import { IdentityService } from '../identity';
import { ExchangeItems, QuickSaleItems, SyncService } from '../inventory-sync';
import { BALANCE_CHANGED, WalletService } from '../wallet';
import { ExchangeRepo } from './exchange.repo';
import { EXCHANGE_CHANGED } from './exchange.schemas';
import type { ExchangeItemRow, ExchangeRow, ExchangeTables } from './tables';

/**
 * An exchange's trade ended (EXCHANGE_ENDED_QUEUE, sent in the bots' ending transaction). Applied once, in one
 * transaction with the exchange's own ending (a replayed job finds it ended). The game moves a trade whole or not at
 * all: when it moved everything, the user's items become the site's stock (on sale, held by the bot), the site's
 * items leave its stock, and the held balance goes to the site (or the site pays the change); otherwise every item
 * is where it was (the user's back in their inventory, the site's on sale again) and the held balance is released.
 */
@injectable()
export class ExchangeEndings {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<ExchangeTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(TYPES.Logger) private readonly logger: Logger,
    @inject(WalletService) private readonly wallet: WalletService,
    @inject(QuickSaleItems) private readonly userItems: QuickSaleItems,
    @inject(ExchangeItems) private readonly siteItems: ExchangeItems,
    @inject(SyncService) private readonly accounts: SyncService,
    @inject(ExchangeRepo) private readonly repo: ExchangeRepo,
    @inject(IdentityService) private readonly identity: IdentityService,
    @inject(OrchestratorService) private readonly orchestrator: OrchestratorService,
  ) {}

  async settle(job: FlowEndedJob): Promise<void> {
    // Read before the transaction: whose stock the user's items become, and the bot's name for its site account.
    const siteUserId = await this.identity.siteUser();
    const botNickname = (await this.orchestrator.get(job.flowId))?.botNickname ?? null;
    const settled = await this.db.transaction().execute(async (trx) => {
      const exchange = await this.repo.lockByFlow(trx, job.flowId);
      if (exchange?.state !== 'active') return null;
      const now = this.clock.now();
      const items = await this.repo.itemsOf([exchange.id], trx);
      const movedIds = new Set(job.state === 'finished' ? movedItemsOf(job.result) : []);
      const [moved, kept] = [
        items.filter((i) => movedIds.has(i.game_item_id)),
        items.filter((i) => !movedIds.has(i.game_item_id)),
      ];
      const ids = (rows: ExchangeItemRow[], side: ExchangeItemRow['side']) =>
        rows.filter((i) => i.side === side).map((i) => i.inventory_item_id);
      await this.userItems.settle(trx, ids(moved, 'user'), ids(kept, 'user'), {
        userId: siteUserId,
        game: exchange.game,
        bot: { gameAccountId: exchange.bot_account_id, nickname: botNickname ?? exchange.bot_account_id },
      });
      // Trade code 2: the bot could not find the site's items in the game.
      await this.siteItems.settleSite(trx, ids(moved, 'site'), ids(kept, 'site'), job.code === '2');
      const whole = job.state === 'finished' && kept.length === 0;
      if (job.state === 'finished' && !whole)
        this.logger.error({ exchangeId: exchange.id, kept: kept.length }, 'exchange: the game moved part of a trade');
      const paid = await this.moveMoney(trx, exchange, whole, now);
      await this.repo.finish(trx, exchange.id, {
        state: job.state,
        code: job.code,
        at: now,
        moved: moved.map((i) => i.game_item_id),
      });
      return { exchange, paid };
    });
    if (settled) this.announce(settled.exchange, settled.paid);
  }

  /** The held balance goes to the site and the change to the user when the trade moved everything; else it is released. */
  private async moveMoney(trx: Trx, exchange: ExchangeRow, whole: boolean, at: Date): Promise<boolean> {
    const money = {
      id: exchange.id,
      userId: exchange.user_id,
      currency: exchange.currency,
      balance: Number(exchange.balance_minor),
    };
    const change = Number(exchange.change_minor);
    if (whole && (money.balance > 0 || change > 0)) return this.wallet.settleExchange(trx, { ...money, change }, at);
    if (!whole && money.balance > 0) return this.wallet.releaseExchange(trx, money, at);
    return false;
  }

  /** After the commit: the user's open pages refresh the exchange, the account and, when money moved, the balance. */
  private announce(exchange: ExchangeRow, moneyMoved: boolean): void {
    this.notifier.toUser(exchange.user_id, EXCHANGE_CHANGED, { game: exchange.game, exchangeId: exchange.id });
    this.accounts.announce(exchange.user_id, exchange.game, exchange.account_id);
    if (moneyMoved) this.notifier.toUser(exchange.user_id, BALANCE_CHANGED, { reason: 'exchange' });
  }
}

function movedItemsOf(result: unknown): string[] {
  return ((result as { movedItemIds?: string[] } | null)?.movedItemIds ?? []).map(String);
}
