// The love game's field, pure: hearts fall one row per tick down LANES lanes; the basket sits in the last row.
// A heart in the basket's lane on the last row is caught (when it lands there or when the basket moves under it).

export const LANES = 5;
export const ROWS = 6;
/** A new heart every this many ticks. */
const SPAWN_EVERY = 2;

export interface Heart {
  id: number;
  lane: number;
  row: number;
}

export interface HeartsField {
  hearts: Heart[];
  basket: number;
  caught: number;
  tick: number;
  nextId: number;
}

export const startField = (): HeartsField => ({
  hearts: [],
  basket: Math.floor(LANES / 2),
  caught: 0,
  tick: 0,
  nextId: 1,
});

function collect(field: HeartsField): HeartsField {
  const landed = field.hearts.filter((h) => h.row === ROWS - 1 && h.lane === field.basket);
  if (!landed.length) return field;
  return { ...field, hearts: field.hearts.filter((h) => !landed.includes(h)), caught: field.caught + landed.length };
}

/** One tick: every heart falls a row, those past the bottom are gone, maybe one appears in `spawnLane`. */
export function fall(field: HeartsField, spawnLane: number): HeartsField {
  const hearts = field.hearts.map((h) => ({ ...h, row: h.row + 1 })).filter((h) => h.row < ROWS);
  const spawn = field.tick % SPAWN_EVERY === 0;
  return collect({
    ...field,
    tick: field.tick + 1,
    hearts: spawn ? [...hearts, { id: field.nextId, lane: spawnLane, row: 0 }] : hearts,
    nextId: spawn ? field.nextId + 1 : field.nextId,
  });
}

/** The basket moves one lane (-1 left, +1 right), staying on the field. */
export function moveBasket(field: HeartsField, by: -1 | 1): HeartsField {
  const basket = Math.min(LANES - 1, Math.max(0, field.basket + by));
  return basket === field.basket ? field : collect({ ...field, basket });
}
