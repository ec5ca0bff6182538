import { expect } from 'chai';
import { BonusGameKeyError, BonusGameManager, bonusGameKey, type FlagStorage, seasonGame } from './bonusGameManager';

function memoryStorage(initial: Record<string, string> = {}): FlagStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
  };
}

const NOVEMBER = new Date(2026, 10, 26);
const VALENTINE = new Date(2026, 1, 12);

function started(date = NOVEMBER, initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  const manager = new BonusGameManager(storage, date);
  manager.start();
  return { storage, manager };
}

describe('bonus-game manager (spec accounts-platform 4.9)', () => {
  it('keys are per event and year: bonusGame:<event>:<year>', () => {
    expect(bonusGameKey('halloween', 2023)).to.equal('bonusGame:halloween:2023');
    expect(bonusGameKey('newYear', 2024)).to.equal('bonusGame:newYear:2024');
  });

  it('a first visit initialises every known game to false; a key already there is kept', () => {
    const { storage } = started(NOVEMBER, { 'bonusGame:halloween:2023': 'true' });
    expect(Object.fromEntries(storage.entries)).to.deep.equal({
      'bonusGame:halloween:2023': 'true',
      'bonusGame:newYear:2024': 'false',
      'bonusGame:love:2026': 'false',
    });
  });

  it('spec 4.9: a bonus game is shown only when its theme (season) is active and it is not completed', () => {
    const { manager } = started();
    expect(manager.shownGame('HALLOWEEN_2023_THEME')).to.deep.equal({ event: 'halloween', year: 2023 });
    expect(manager.shownGame('NEW_YEAR_2024')).to.deep.equal({ event: 'newYear', year: 2024 });
    expect(manager.shownGame('DEFAULT'), 'DEFAULT outside Valentine’s week offers nothing').to.equal(null);
    manager.complete('halloween', 2023);
    expect(manager.shownGame('HALLOWEEN_2023_THEME'), 'completed: not shown again').to.equal(null);
    expect(manager.shownGame('NEW_YEAR_2024'), 'another season’s game is untouched').to.deep.equal({
      event: 'newYear',
      year: 2024,
    });
  });

  it('the love game (no spec season) is offered under DEFAULT on Valentine’s week only, for that year', () => {
    expect(seasonGame('DEFAULT', VALENTINE)).to.deep.equal({ event: 'love', year: 2026 });
    expect(seasonGame('DEFAULT', new Date(2026, 1, 6))).to.equal(null);
    expect(seasonGame('DEFAULT', new Date(2026, 1, 15))).to.equal(null);
    expect(seasonGame('NEW_YEAR_2024', VALENTINE), 'a holiday season offers its own game').to.deep.equal({
      event: 'newYear',
      year: 2024,
    });
    const { manager } = started(VALENTINE);
    expect(manager.shownGame('DEFAULT')).to.deep.equal({ event: 'love', year: 2026 });
  });

  it('spec 4.9: a missing bonus-game key raises an error', () => {
    const manager = new BonusGameManager(memoryStorage(), NOVEMBER);
    expect(() => manager.isCompleted('halloween', 2023)).to.throw(BonusGameKeyError, 'bonusGame:halloween:2023');
    const { manager: afterStart } = started();
    expect(() => afterStart.isCompleted('halloween', 2030), 'a game start() does not know').to.throw(
      BonusGameKeyError,
      'is missing',
    );
    expect(() => afterStart.shownGame('HALLOWEEN_2023_THEME')).not.to.throw();
  });

  it('spec 4.9: a bonus-game key that does not hold a boolean raises an error', () => {
    for (const junk of ['yes', '1', '"true"', 'null', '', 'TRUE']) {
      const { manager } = started(NOVEMBER, { 'bonusGame:newYear:2024': junk });
      expect(() => manager.isCompleted('newYear', 2024), junk).to.throw(BonusGameKeyError, 'not a boolean');
      expect(() => manager.shownGame('NEW_YEAR_2024'), junk).to.throw(BonusGameKeyError);
    }
  });

  it('spec 4.9: completion is remembered per event AND year (halloween 2023 completed does not complete halloween 2024)', () => {
    const { storage, manager } = started(NOVEMBER, { 'bonusGame:halloween:2024': 'false' });
    manager.complete('halloween', 2023);
    expect(manager.isCompleted('halloween', 2023)).to.equal(true);
    expect(manager.isCompleted('halloween', 2024)).to.equal(false);
    expect(manager.isCompleted('newYear', 2024)).to.equal(false);
    // Remembered: a new manager over the same storage (a reload) still knows it.
    const reloaded = new BonusGameManager(storage, NOVEMBER);
    reloaded.start();
    expect(reloaded.isCompleted('halloween', 2023)).to.equal(true);
    expect(reloaded.shownGame('HALLOWEEN_2023_THEME')).to.equal(null);
  });
});
