// The bonus-game manager (spec accounts-platform 3 "bonusGameManager", 4.9). Pure: the storage and the date are
// handed in, so the rules are tested without a browser.
//
// - A game is offered by a season: halloween 2023 by HALLOWEEN_2023_THEME, new year 2024 by NEW_YEAR_2024. The love
//   game belongs to no spec season: it is offered under DEFAULT on Valentine's week (7-14 February of the date's
//   year), its year being that year.
// - A game is shown only when its season is active and it is not completed.
// - Completed flags live in local storage, one key per event and year (`bonusGame:halloween:2023`) holding the JSON
//   boolean `true` or `false`. `start()` writes `false` for every known game whose key is missing, so on a first visit
//   the keys exist; afterwards a missing key or one holding anything but a boolean is a real error and raises.
import type { Season } from '../../../../modules/operations/season.vocabulary.schemas';

export type BonusEvent = 'love' | 'newYear' | 'halloween';

export interface BonusGame {
  event: BonusEvent;
  year: number;
}

/** The storage calls the manager needs (window.localStorage in the app, a Map in tests). */
export interface FlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export class BonusGameKeyError extends Error {
  constructor(
    readonly key: string,
    problem: string,
  ) {
    super(`Bonus-game key ${key} ${problem}`);
    this.name = 'BonusGameKeyError';
  }
}

export const bonusGameKey = (event: BonusEvent, year: number) => `bonusGame:${event}:${year}`;

const SEASON_GAMES: Partial<Record<Season, BonusGame>> = {
  HALLOWEEN_2023_THEME: { event: 'halloween', year: 2023 },
  NEW_YEAR_2024: { event: 'newYear', year: 2024 },
};

const FEBRUARY = 1;
const VALENTINE_WEEK = { first: 7, last: 14 };

export function isValentineWeek(date: Date): boolean {
  return (
    date.getMonth() === FEBRUARY && date.getDate() >= VALENTINE_WEEK.first && date.getDate() <= VALENTINE_WEEK.last
  );
}

/** The game a season offers on a date, completed or not. */
export function seasonGame(season: Season, date: Date): BonusGame | null {
  if (season === 'DEFAULT') return isValentineWeek(date) ? { event: 'love', year: date.getFullYear() } : null;
  return SEASON_GAMES[season] ?? null;
}

/** Every game whose key the manager keeps on a date: the seasons' games and this year's love game. */
export function knownGames(date: Date): BonusGame[] {
  return [...Object.values(SEASON_GAMES), { event: 'love', year: date.getFullYear() }];
}

export class BonusGameManager {
  constructor(
    private readonly storage: FlagStorage,
    private readonly date: Date,
  ) {}

  /** First visit: a missing key of a known game becomes `false`; a key already there is never overwritten. */
  start(): void {
    for (const game of knownGames(this.date)) {
      const key = bonusGameKey(game.event, game.year);
      if (this.storage.getItem(key) === null) this.storage.setItem(key, 'false');
    }
  }

  /** Raises BonusGameKeyError when the key is missing or does not hold a boolean (spec 4.9). */
  isCompleted(event: BonusEvent, year: number): boolean {
    const key = bonusGameKey(event, year);
    const stored = this.storage.getItem(key);
    if (stored === null) throw new BonusGameKeyError(key, 'is missing');
    if (stored === 'true') return true;
    if (stored === 'false') return false;
    throw new BonusGameKeyError(key, `holds ${JSON.stringify(stored)}, not a boolean`);
  }

  complete(event: BonusEvent, year: number): void {
    this.storage.setItem(bonusGameKey(event, year), 'true');
  }

  /** The game to show under a season: its season is active and it is not completed; null when none. */
  shownGame(season: Season): BonusGame | null {
    const game = seasonGame(season, this.date);
    return game && !this.isCompleted(game.event, game.year) ? game : null;
  }
}
