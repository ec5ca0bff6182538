import type { SeededRandom } from '../../src/platform/random';
import { AGES, LEVELS, type Variant } from './catalog.schemas';

export interface VariantSubject {
  game: string;
  type: string;
  chroma: boolean;
}

/** Which variants an item can have: adopt pets have ages, levels and fly/ride; other things are plain. */
export function hasPetVariants(item: VariantSubject): boolean {
  return item.game === 'adopt' && item.type === 'pet';
}

/** One string per variant, to group and compare variants (the same properties in the same order). */
export const variantKey = (v: Variant): string =>
  `${v.age ?? ''}|${v.level}|${Number(v.flyable)}${Number(v.rideable)}${Number(v.chroma)}`;

export const PLAIN_VARIANT: Variant = { age: null, level: 'default', flyable: false, rideable: false, chroma: false };

/** A variant as players hold them: most pets default, some neon, a few mega neon; fly and ride now and then. */
export function plausibleVariant(item: VariantSubject, random: SeededRandom): Variant {
  if (!hasPetVariants(item)) return { ...PLAIN_VARIANT, chroma: item.chroma };
  const level = random.weighted(LEVELS, [70, 22, 8]);
  // Neon pets are full grown or older stages; the young ages are default-level pets.
  const age = level === 'default' ? random.pick(AGES.slice(0, 6)) : random.pick(AGES.slice(5));
  return { age, level, flyable: random.chance(0.3), rideable: random.chance(0.3), chroma: false };
}
