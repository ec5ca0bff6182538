/** The two games (spec trading-core 3: ADOPT and MURDER_MYSTERY, address keys adopt and mm2). */
export const GAME_KEYS = ['adopt', 'mm2'] as const;
export type GameKey = (typeof GAME_KEYS)[number];

/** The default game has no address prefix (spec trading-core 2). */
export const DEFAULT_GAME: GameKey = 'adopt';

export const isGameKey = (value: unknown): value is GameKey =>
  typeof value === 'string' && (GAME_KEYS as readonly string[]).includes(value);
