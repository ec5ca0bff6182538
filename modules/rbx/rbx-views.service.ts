import { inject, injectable } from 'inversify';
import { OrchestratorService } from '../../bots';
import { HISTORY_STATUS_OF_RBX, type RbxOrderView } from './rbx.schemas';
import type { RbxOrderRow } from './tables';

/** Orders as their user follows them: the money, the state and, while the bot works, its stage. */
@injectable()
export class RbxViews {
  constructor(@inject(OrchestratorService) private readonly orchestrator: OrchestratorService) {}

  of(orders: RbxOrderRow[]): Promise<RbxOrderView[]> {
    return Promise.all(
      orders.map(async (o) => {
        const flow = o.state === 'created' && o.flow_id ? await this.orchestrator.get(o.flow_id) : undefined;
        return {
          id: o.id,
          game: o.game,
          method: o.method,
          amount: o.amount,
          passPrice: o.pass_price,
          passId: o.pass_id,
          nickname: o.nickname,
          payment: o.payment,
          price: o.price_minor !== null && o.currency ? { amount: Number(o.price_minor), currency: o.currency } : null,
          state: o.state,
          status: HISTORY_STATUS_OF_RBX[o.state],
          failure: o.failure,
          stage: o.state === 'created' ? (flow?.stage ?? 'searching_bot') : null,
          creditedAt: o.credited_at?.toISOString() ?? null,
          createdAt: o.created_at.toISOString(),
          endedAt: o.ended_at?.toISOString() ?? null,
        };
      }),
    );
  }
}
