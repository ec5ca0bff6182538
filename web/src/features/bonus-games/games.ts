// What each bonus game looks like from outside: its emoji and how much play completes it.
import type { BonusEvent } from './bonusGameManager';

export const GAME_EMOJI: Record<BonusEvent, string> = { love: '💘', newYear: '🎄', halloween: '🎃' };

/** Ghosts to catch (halloween 2023), rounds to repeat (new year 2024), hearts to catch (love). */
export const GHOSTS_TO_CATCH = 10;
export const TREE_ROUNDS = 5;
export const HEARTS_TO_CATCH = 15;

export interface GameProps {
  /** Called once, when the game is won. */
  onComplete: () => void;
  reducedMotion: boolean;
}
