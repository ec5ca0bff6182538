import { inject, injectable } from 'inversify';
import { OrchestratorService, type FlowProgress } from '../../bots';
import type { Clock } from '../../src/platform/clock';
import { TYPES } from '../../src/platform/tokens';
import { OrdersHistory, type PurchasedItemView } from '../orders';
import { WithdrawalsRepo } from './withdrawals.repo';
import type { WithdrawalView } from './withdrawals.schemas';
import type { TradeRow } from './tables';

/** Withdrawal trades as their buyer follows them: the flow's stage and timeline, and the items it carries. */
@injectable()
export class WithdrawalViews {
  constructor(
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(OrchestratorService) private readonly orchestrator: OrchestratorService,
    @inject(OrdersHistory) private readonly orders: OrdersHistory,
    @inject(WithdrawalsRepo) private readonly repo: WithdrawalsRepo,
  ) {}

  async ofTrades(trades: TradeRow[]): Promise<WithdrawalView[]> {
    const itemIds = await this.repo.itemsOf(trades.map((t) => t.id));
    const purchased = new Map((await this.orders.byIds([...itemIds.values()].flat())).map((i) => [i.id, i]));
    return Promise.all(
      trades.map(async (t) => {
        const items = (itemIds.get(t.id) ?? []).flatMap((id) => purchased.get(id) ?? []);
        return this.view(t, await this.orchestrator.progress(t.flow_id), items);
      }),
    );
  }

  private view(t: TradeRow, { flow, timeline }: FlowProgress, items: PurchasedItemView[]): WithdrawalView {
    if (t.ended_at) timeline.push({ stage: t.state, at: t.ended_at.toISOString() });
    const now = this.clock.now().getTime();
    const stillWaiting = items.some((i) => i.status === 'waiting' && Date.parse(i.collectBy) > now);
    return {
      id: t.id,
      game: t.game,
      state: t.state,
      stage: flow.stage,
      step: flow.step,
      delayed: flow.delayed,
      cancellable: t.state === 'active' && flow.cancellable,
      retryable: t.state !== 'active' && t.state !== 'finished' && t.fault !== 'seller' && stillWaiting,
      nickname: t.recipient_nickname,
      sellerNickname: t.seller_nickname,
      siteBot: flow.actor === 'fleet',
      items,
      code: t.state === 'active' ? null : (t.code ?? flow.code),
      reason: t.state === 'active' ? null : flow.reason,
      fault: t.fault,
      timeline,
      createdAt: t.created_at.toISOString(),
      endedAt: t.ended_at?.toISOString() ?? null,
    };
  }
}
