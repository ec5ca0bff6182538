import type { GameFailure } from '../gateway';
import type { SeededRandom } from '../../src/platform/random';
import type { PlayerBehaviour } from './tables';

/** A typical player: accepts the bot and the trade almost always, within seconds. */
export const DEFAULT_BEHAVIOUR: Required<Omit<PlayerBehaviour, 'manual'>> = {
  acceptFriend: 0.98,
  friendLatencyMs: [500, 4000],
  acceptTrade: 0.94,
  declineTrade: 0.02,
  leave: 0.02,
  tradeLatencyMs: [1000, 6000],
  readyLatencyMs: [500, 3000],
};

export const behaviourOf = (stored: PlayerBehaviour) => ({ ...DEFAULT_BEHAVIOUR, ...stored });

/** The player's answer to a trade: accept, a failure they cause, or null for going idle. */
export function tradeAnswer(behaviour: PlayerBehaviour, random: SeededRandom): 'accept' | GameFailure | null {
  const b = behaviourOf(behaviour);
  return random.weighted<'accept' | GameFailure | null>(
    ['accept', 'declined', 'kicked', null],
    [b.acceptTrade, b.declineTrade, b.leave, Math.max(0, 1 - b.acceptTrade - b.declineTrade - b.leave)],
  );
}
