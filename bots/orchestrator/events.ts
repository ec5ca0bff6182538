import { playerGives, type FlowEnding, type FlowKind } from './codes';
import type { FlowEvent } from './flows.repo';
import type { Flow, FlowStage } from './tables';

/** Every stage change streams to the user under this payload type. */
export const TRADE_PROGRESS = 'TradeProgress';

/** The spec's real-time event names (trading-core 7) per flow kind; a sync's own are ours. */
const DEPOSIT = {
  started: 'StartDelayedDepositTrade',
  finished: 'FinishedDepositTrade',
  failed: 'FailedDepositTrade',
  expired: 'ExpiredDepositTrade',
};
/** An exchange is a deposit trade in which the bot gives too: it carries the Deposit names (its payload says its kind). */
const NAMES: Record<FlowKind, { started: string; finished: string; failed: string; expired: string }> = {
  quick_sale: DEPOSIT,
  exchange: DEPOSIT,
  withdrawal: {
    started: 'StartDelayedInventoryTrade',
    finished: 'FinishedInventoryTrade',
    failed: 'FailedInventoryTrade',
    expired: 'ExpiredInventoryTrade',
  },
  game_pass: {
    started: 'StartDelayedGamePassPurchase',
    finished: 'FinishedGamePassPurchase',
    failed: 'FailedGamePassPurchase',
    expired: 'ExpiredGamePassPurchase',
  },
  sync: {
    started: 'StartDelayedInventorySync',
    finished: 'FinishedInventorySync',
    failed: 'FailedInventorySync',
    expired: 'ExpiredInventorySync',
  },
};

/** The spec step a stage is shown as (sync: created, pending_start, started, in_progress; a deposit adds pending_friend). */
export function stepOf(kind: FlowKind, stage: FlowStage): string {
  switch (stage) {
    case 'searching_bot':
      return 'created';
    case 'checking_friendship':
    case 'adding_friend':
    case 'pending_ready':
      return playerGives(kind) ? 'pending_friend' : 'pending_start';
    case 'bot_enabling':
      return 'started';
    default:
      return 'in_progress';
  }
}

const payloadOf = (flow: Flow) => ({ flowId: flow.id, kind: flow.kind, game: flow.game });

export function progressEvent(flow: Flow, stage: FlowStage): FlowEvent {
  return { type: TRADE_PROGRESS, payload: { ...payloadOf(flow), stage, step: stepOf(flow.kind, stage) } };
}

export function delayedStartEvent(flow: Flow, botNickname: string): FlowEvent {
  return { type: NAMES[flow.kind].started, payload: { ...payloadOf(flow), bot: botNickname } };
}

/** The named event a flow ends with: friendship failures and cancellation have their own names. */
export function endingEvent(flow: Flow, ending: FlowEnding, result: unknown): FlowEvent {
  const payload = { ...payloadOf(flow), state: ending.state, code: ending.code, reason: ending.reason, result };
  if (ending.state === 'cancelled') return { type: 'CancelTrade', payload };
  if (ending.code === 'FRIEND_TIMEOUT') return { type: 'TimeoutTradeFriendship', payload };
  if (ending.code && flow.stage === 'adding_friend' && ending.state === 'failed')
    return { type: 'FailedTradeFriendship', payload };
  const names = NAMES[flow.kind];
  return {
    type: names[ending.state === 'finished' ? 'finished' : ending.state === 'expired' ? 'expired' : 'failed'],
    payload,
  };
}
