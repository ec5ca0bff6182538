import { inject, injectable } from 'inversify';
import { OrchestratorService, type FlowEndedJob } from '../../bots';
import type { Clock } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db/database';
import type { Notifier } from '../../src/platform/realtime';
import { TYPES } from '../../src/platform/tokens';
import { IdentityService } from '../identity';
import { QuickSaleItems, SyncService } from '../inventory-sync';
import { BALANCE_CHANGED, WalletService } from '../wallet';
import { QuickSaleRepo } from './quick-sale.repo';
import { QUICK_SALE_CHANGED } from './quick-sale.schemas';
import type { QuickSaleTables, SaleRow } from './tables';

/**
 * A quick sale's trade ended (QUICK_SALE_ENDED_QUEUE, sent in the bots' ending transaction). Applied once, in one
 * transaction with the sale's own ending (a replayed job finds it ended): the site pays for exactly the items the
 * trade moved, they leave the seller's inventory and become the site's stock, on sale under the site's own seller
 * account and delivered by the bot that holds them; the rest is the seller's again.
 */
@injectable()
export class QuickSaleEndings {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<QuickSaleTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(WalletService) private readonly wallet: WalletService,
    @inject(QuickSaleItems) private readonly items: QuickSaleItems,
    @inject(SyncService) private readonly accounts: SyncService,
    @inject(QuickSaleRepo) private readonly repo: QuickSaleRepo,
    @inject(IdentityService) private readonly identity: IdentityService,
    @inject(OrchestratorService) private readonly orchestrator: OrchestratorService,
  ) {}

  async settle(job: FlowEndedJob): Promise<void> {
    // Read before the transaction: whose stock it becomes, and the bot's name for the site's account of it.
    const siteUserId = await this.identity.siteUser();
    const botNickname = job.botAccountId ? ((await this.orchestrator.get(job.flowId))?.botNickname ?? null) : null;
    const settled = await this.db.transaction().execute(async (trx) => {
      const sale = await this.repo.lockByFlow(trx, job.flowId);
      if (sale?.state !== 'active') return null;
      const now = this.clock.now();
      const carried = await this.repo.itemsOf([sale.id], trx);
      // Pay for what moved: a finished trade names the items it moved; nothing moved otherwise.
      const movedIds = new Set(job.state === 'finished' ? movedItemsOf(job.result) : []);
      const moved = carried.filter((i) => movedIds.has(i.game_item_id));
      const kept = carried.filter((i) => !movedIds.has(i.game_item_id));
      const paid = moved.reduce((sum, i) => sum + Number(i.price_minor), 0);
      // A flow cancelled or refused before a bot was assigned moved nothing and has no bot.
      const site = moved.length
        ? {
            userId: siteUserId,
            game: sale.game,
            bot: { gameAccountId: botOf(job), nickname: botNickname ?? botOf(job) },
          }
        : null;
      await this.items.settle(
        trx,
        moved.map((i) => i.inventory_item_id),
        kept.map((i) => i.inventory_item_id),
        site,
      );
      if (paid > 0)
        await this.wallet.payQuickSale(
          trx,
          { id: sale.id, sellerId: sale.user_id, currency: sale.currency, amount: paid },
          now,
        );
      await this.repo.finish(trx, sale.id, {
        state: job.state,
        code: job.code,
        paidMinor: paid,
        at: now,
        moved: moved.map((i) => i.game_item_id),
      });
      return { sale, paid };
    });
    if (settled) this.announce(settled.sale, settled.paid);
  }

  /** After the commit: the seller's open pages refresh the sale, the account and, when paid, the balance. */
  private announce(sale: SaleRow, paid: number): void {
    this.notifier.toUser(sale.user_id, QUICK_SALE_CHANGED, { game: sale.game, quickSaleId: sale.id });
    this.accounts.announce(sale.user_id, sale.game, sale.account_id);
    if (paid > 0) this.notifier.toUser(sale.user_id, BALANCE_CHANGED, { reason: 'quick_sale' });
  }
}

function movedItemsOf(result: unknown): string[] {
  return ((result as { movedItemIds?: string[] } | null)?.movedItemIds ?? []).map(String);
}

/** The fleet bot that took the items: the flow's acting account, which the ending names. */
function botOf(job: FlowEndedJob): string {
  if (!job.botAccountId) throw new Error(`quick sale flow ${job.flowId} ended without its bot`);
  return job.botAccountId;
}
