// A bot trade's stages as its user follows them (spec trading-core 4 "Bot trade stages shown to the user":
// waiting for a bot, checking friendship, adding friend, bot enabling, trading; a quick sale also waits for
// Ready), each with when it was reached, then how it ended. The withdrawal and the quick sale pages share it,
// each with its own list of stages. Pure.

/**
 * done: reached and passed; skipped: passed without being needed (already friends: no friend request);
 * current: under way; failed: where it stopped; stopped: where it was cancelled; pending: not reached.
 */
export type StepState = 'done' | 'skipped' | 'current' | 'failed' | 'stopped' | 'pending';

/** How a trade ended (or not yet): the states withdrawals and quick sales share. */
export type TradeEndState = 'active' | 'finished' | 'failed' | 'expired' | 'cancelled';

export interface TimelineStep<S extends string = string> {
  stage: S;
  state: StepState;
  /** When the trade reached it (the last time, if it came back to it). */
  at: string | null;
}

export interface TradeTimeline<S extends string = string> {
  steps: TimelineStep<S>[];
  /** The ending: its state (active: not yet, settling: the game is done and the site books it) and time. */
  end: { state: TradeEndState | 'settling'; at: string | null };
}

/** What the timeline needs of a trade: its state, its current stage ('done' once the game is over), its events. */
export interface TimelineSource {
  state: TradeEndState;
  stage: string;
  timeline: ReadonlyArray<{ stage: string; at: string }>;
  endedAt: string | null;
}

const ENDINGS: ReadonlySet<string> = new Set(['finished', 'failed', 'expired', 'cancelled']);

export function tradeTimeline<S extends string>(trade: TimelineSource, stages: readonly S[]): TradeTimeline<S> {
  const indexOf = (stage: string) => (stages as readonly string[]).indexOf(stage);
  const reachedAt = new Map<string, string>();
  let furthest = -1;
  let endedAt: string | null = trade.endedAt;
  for (const entry of trade.timeline) {
    if (ENDINGS.has(entry.stage)) {
      endedAt ??= entry.at;
      continue;
    }
    const index = indexOf(entry.stage);
    if (index < 0) continue;
    reachedAt.set(entry.stage, entry.at);
    furthest = Math.max(furthest, index);
  }
  // The game is done ('done') but the site has not booked the ending yet: every stage is behind.
  const settling = trade.state === 'active' && trade.stage === 'done';
  const current =
    trade.state === 'active'
      ? settling
        ? stages.length
        : Math.max(furthest, indexOf(trade.stage), 0)
      : trade.state === 'finished'
        ? stages.length
        : Math.max(furthest, 0);
  const stopAt: StepState = trade.state === 'cancelled' ? 'stopped' : 'failed';

  const steps = stages.map((stage, index): TimelineStep<S> => {
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
