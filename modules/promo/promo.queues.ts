/** Draws a day's giveaway at its end ({ day }). */
export const GIVEAWAY_DRAW_QUEUE = 'promo.giveaway-draw';
/** Hourly: draws any giveaway whose draw was missed. */
export const GIVEAWAY_SWEEP_QUEUE = 'promo.giveaway-sweep';
