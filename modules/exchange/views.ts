import { inject, injectable } from 'inversify';
import { OrchestratorService } from '../../bots';
import { ItemsService, artUrl } from '../catalog';
import { ExchangeRepo } from './exchange.repo';
import type { ExchangeItemView, ExchangeView } from './exchange.schemas';
import type { ExchangeItemRow, ExchangeRow } from './tables';

/** Exchanges as their user follows them: the flow's stage and timeline, both sides' items and the money. */
@injectable()
export class ExchangeViews {
  constructor(
    @inject(OrchestratorService) private readonly orchestrator: OrchestratorService,
    @inject(ItemsService) private readonly catalog: ItemsService,
    @inject(ExchangeRepo) private readonly repo: ExchangeRepo,
  ) {}

  async of(exchanges: ExchangeRow[]): Promise<ExchangeView[]> {
    const items = await this.repo.itemsOf(exchanges.map((e) => e.id));
    const definitions = await this.catalog.itemsByIds(items.map((i) => i.item_id));
    return Promise.all(
      exchanges.map(async (e) => {
        const { flow, timeline } = await this.orchestrator.progress(e.flow_id);
        if (e.ended_at) timeline.push({ stage: e.state, at: e.ended_at.toISOString() });
        const money = (amount: number | string) => ({ amount: Number(amount), currency: e.currency });
        const active = e.state === 'active';
        const itemView = (i: ExchangeItemRow): ExchangeItemView => {
          const slug = definitions.get(i.item_id)?.slug ?? '';
          return {
            id: i.inventory_item_id,
            itemId: i.item_id,
            slug,
            name: definitions.get(i.item_id)?.name ?? '',
            variant: i.variant,
            art: artUrl(e.game, slug, i.variant),
            value: money(i.value_minor),
            moved: i.moved,
          };
        };
        const own = items.filter((i) => i.exchange_id === e.id);
        return {
          id: e.id,
          game: e.game,
          state: e.state,
          stage: flow.stage,
          step: flow.step,
          delayed: flow.delayed,
          cancellable: active && flow.cancellable,
          needsReady: active && flow.stage === 'pending_ready',
          botNickname: flow.botNickname,
          nickname: e.account_nickname,
          accountId: e.account_id,
          give: own.filter((i) => i.side === 'user').map(itemView),
          take: own.filter((i) => i.side === 'site').map(itemView),
          userValue: money(e.user_value_minor),
          siteValue: money(e.site_value_minor),
          balance: money(e.balance_minor),
          change: money(e.change_minor),
          code: active ? null : (e.code ?? flow.code),
          reason: active ? null : flow.reason,
          timeline,
          createdAt: e.created_at.toISOString(),
          endedAt: e.ended_at?.toISOString() ?? null,
        };
      }),
    );
  }
}
