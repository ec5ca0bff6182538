// Random picks of the bonus games (play only: nothing depends on them but fun).

/** A whole number below `size`, other than `not` (a ghost or a bauble never repeats its place at once). */
export function randomOtherThan(size: number, not: number | null): number {
  const pick = Math.floor(Math.random() * (not === null ? size : size - 1));
  return not !== null && pick >= not ? pick + 1 : pick;
}
