import { ART_VERSION } from './item-art';
import type { Variant } from './catalog.schemas';
import type { GameKey } from '../../kernel';

/** The drawn item card (GET /api/art/...) per item and look; the art version makes it cacheable for good. */
export function artUrl(game: GameKey | string, slug: string, variant?: Pick<Variant, 'level' | 'chroma'>): string {
  const query = new URLSearchParams();
  if (variant && variant.level !== 'default') query.set('level', variant.level);
  if (variant?.chroma) query.set('chroma', '1');
  query.set('v', ART_VERSION);
  return `/api/art/${game}/${encodeURIComponent(slug)}.svg?${query}`;
}
