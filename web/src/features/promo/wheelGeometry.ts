// The wheel as drawn: eight equal slices clockwise from the pointer at the top (odds are in the legend, not the slice
// sizes), and the turn that brings a slice's middle under the pointer. Pure.

export const FULL_TURN = 360;
/** Whole turns a spin makes before it stops, so it reads as a spin. */
export const SPIN_TURNS = 5;

export const sliceAngle = (count: number): number => FULL_TURN / count;

/** A point of the circle at an angle (degrees clockwise from the top). */
export function polar(cx: number, cy: number, r: number, degrees: number): { x: number; y: number } {
  const rad = ((degrees - 90) * Math.PI) / 180;
  return { x: cx + r * Math.cos(rad), y: cy + r * Math.sin(rad) };
}

/** The SVG path of slice `index` of `count` (a pie wedge). */
export function slicePath(index: number, count: number, c: number, r: number): string {
  const a = sliceAngle(count);
  const from = polar(c, c, r, index * a);
  const to = polar(c, c, r, (index + 1) * a);
  return `M${c} ${c}L${from.x.toFixed(3)} ${from.y.toFixed(3)}A${r} ${r} 0 0 1 ${to.x.toFixed(3)} ${to.y.toFixed(3)}Z`;
}

/**
 * The wheel's rotation (degrees, only ever growing) that stops slice `index` under the pointer, at least `turns`
 * whole turns after `current`.
 */
export function landingRotation(current: number, index: number, count: number, turns = SPIN_TURNS): number {
  const middle = (index + 0.5) * sliceAngle(count);
  const target = (((FULL_TURN - middle) % FULL_TURN) + FULL_TURN) % FULL_TURN;
  const base = Math.ceil(current / FULL_TURN) * FULL_TURN + turns * FULL_TURN;
  return base + target;
}

/** Published odds: a weight out of 10,000 as a percentage. */
export const oddsPercent = (weight: number): number => weight / 100;
