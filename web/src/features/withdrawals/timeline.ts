// A withdrawal trade's stages as its buyer follows them (spec trading-core 4 "Bot trade stages shown to the
// user": waiting for a bot, checking friendship, adding friend, bot enabling, trading; then how it ended).
// Pure.
import type { TradeState, WithdrawalView } from '../../../../modules/withdrawals/withdrawals.schemas';
import { TRADE_STAGES, type TradeStage } from '../../../../modules/withdrawals/withdrawals.vocabulary.schemas';

/**
 * done: reached and passed; skipped: passed without being needed (already friends: no friend request);
 * current: under way; failed: where it stopped; stopped: where it was cancelled; pending: not reached.
 */
export type StepState = 'done' | 'skipped' | 'current' | 'failed' | 'stopped' | 'pending';

export interface TimelineStep {
  stage: TradeStage;
  state: StepState;
  /** When the trade reached it (the last time, if it came back to it). */
  at: string | null;
}

export interface TradeTimeline {
  steps: TimelineStep[];
  /** The ending: its state (active: not yet, settling: the game is done and the site books it) and time. */
  end: { state: TradeState | 'settling'; at: string | null };
}

const ENDINGS: ReadonlySet<string> = new Set(['finished', 'failed', 'expired', 'cancelled']);

export function stageIndex(stage: string): number {
  return (TRADE_STAGES as readonly string[]).indexOf(stage);
}

export function tradeTimeline(trade: Pick<WithdrawalView, 'state' | 'stage' | 'timeline' | 'endedAt'>): TradeTimeline {
  const reachedAt = new Map<string, string>();
  let furthest = -1;
  let endedAt: string | null = trade.endedAt;
  for (const entry of trade.timeline) {
    if (ENDINGS.has(entry.stage)) {
      endedAt ??= entry.at;
      continue;
    }
    const index = stageIndex(entry.stage);
    if (index < 0) continue;
    reachedAt.set(entry.stage, entry.at);
    furthest = Math.max(furthest, index);
  }
  // The game is done ('done') but the site has not booked the ending yet: every stage is behind.
  const settling = trade.state === 'active' && trade.stage === 'done';
  const current =
    trade.state === 'active'
      ? settling
        ? TRADE_STAGES.length
        : Math.max(furthest, stageIndex(trade.stage), 0)
      : trade.state === 'finished'
        ? TRADE_STAGES.length
        : Math.max(furthest, 0);
  const stopAt: StepState = trade.state === 'cancelled' ? 'stopped' : 'failed';

  const steps = TRADE_STAGES.map((stage, index): TimelineStep => {
    const at = reachedAt.get(stage) ?? null;
    let state: StepState;
    if (index < current) state = at ? 'done' : 'skipped';
    else if (index > current) state = 'pending';
    else state = trade.state === 'active' ? 'current' : stopAt;
    return { stage, state, at: state === 'pending' ? null : at };
  });
  return {
    steps,
    end: { state: settling ? 'settling' : trade.state, at: trade.state === 'active' ? null : endedAt },
  };
}
