import { unsafeUniformIntDistribution, xoroshiro128plus, type RandomGenerator } from 'pure-rand';

/** Reproducible randomness from a seed (demo data, benchmark data, the simulated game world). */
export class SeededRandom {
  private readonly rng: RandomGenerator;

  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed);
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return unsafeUniformIntDistribution(min, max, this.rng);
  }

  /** A float in [0, 1). */
  next(): number {
    return this.int(0, 0x7fffffff) / 0x80000000;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(values: readonly T[]): T {
    return values[this.int(0, values.length - 1)]!;
  }

  /** Picks by weight: weights[i] for values[i]. */
  weighted<T>(values: readonly T[], weights: readonly number[]): T {
    let roll = this.next() * weights.reduce((a, b) => a + b, 0);
    for (let i = 0; i < values.length; i++) {
      roll -= weights[i]!;
      if (roll < 0) return values[i]!;
    }
    return values[values.length - 1]!;
  }
}
