import { inject, injectable } from 'inversify';
import { OrchestratorService } from '../../bots';
import { ItemsService } from '../catalog';
import { QuickSaleRepo } from './quick-sale.repo';
import type { QuickSaleView } from './quick-sale.schemas';
import type { SaleRow } from './tables';

/** Quick sales as their seller follows them: the flow's stage and timeline, the items and their prices. */
@injectable()
export class QuickSaleViews {
  constructor(
    @inject(OrchestratorService) private readonly orchestrator: OrchestratorService,
    @inject(ItemsService) private readonly catalog: ItemsService,
    @inject(QuickSaleRepo) private readonly repo: QuickSaleRepo,
  ) {}

  async of(sales: SaleRow[]): Promise<QuickSaleView[]> {
    const items = await this.repo.itemsOf(sales.map((s) => s.id));
    const definitions = await this.catalog.itemsByIds(items.map((i) => i.item_id));
    return Promise.all(
      sales.map(async (sale) => {
        const { flow, timeline } = await this.orchestrator.progress(sale.flow_id);
        if (sale.ended_at) timeline.push({ stage: sale.state, at: sale.ended_at.toISOString() });
        const money = (amount: number) => ({ amount, currency: sale.currency });
        const active = sale.state === 'active';
        return {
          id: sale.id,
          game: sale.game,
          state: sale.state,
          stage: flow.stage,
          step: flow.step,
          delayed: flow.delayed,
          cancellable: active && flow.cancellable,
          needsReady: active && flow.stage === 'pending_ready',
          botNickname: flow.botNickname,
          nickname: sale.account_nickname,
          accountId: sale.account_id,
          items: items
            .filter((i) => i.sale_id === sale.id)
            .map((i) => {
              const def = definitions.get(i.item_id);
              return {
                id: i.inventory_item_id,
                itemId: i.item_id,
                slug: def?.slug ?? '',
                name: def?.name ?? '',
                variant: i.variant,
                art: def?.art ?? '',
                price: money(Number(i.price_minor)),
                moved: i.moved,
              };
            }),
          total: money(Number(sale.total_minor)),
          paid: sale.paid_minor == null ? null : money(Number(sale.paid_minor)),
          code: active ? null : (sale.code ?? flow.code),
          reason: active ? null : flow.reason,
          timeline,
          createdAt: sale.created_at.toISOString(),
          endedAt: sale.ended_at?.toISOString() ?? null,
        };
      }),
    );
  }
}
