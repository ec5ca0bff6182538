import { createHash } from 'node:crypto';
import { SeededRandom } from '../../src/platform/random';

/**
 * The world's randomness: one generator per (seed, event key), so a player's answer to a given trade
 * is the same whichever process asks, in whatever order, however often a step is retried.
 */
export function keyedRandom(seed: number, key: string): SeededRandom {
  return new SeededRandom(createHash('sha256').update(`${seed}:${key}`).digest().readUInt32BE(0));
}

/** A latency drawn from [min, max] real milliseconds, then scaled (0 makes it instant). */
export function scaledLatency(random: SeededRandom, [min, max]: [number, number], timeScale: number): number {
  return Math.round(random.int(min, max) * timeScale);
}
