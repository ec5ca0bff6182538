import * as yup from 'yup';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { catalogErrors } from './catalog.errors';
import { ART_VERSION, renderItemArt } from './item-art';
import { artParamsSchema, artQuerySchema } from './catalog.routes';
import type { MarketService } from './market.service';
import type { Level } from './catalog.schemas';
import type { GameKey } from '../../kernel';

/** `v` is the art version the URL was made for (card-view.ts artUrl). */
const artQueryWithVersion = artQuerySchema.shape({ v: yup.string().max(16, 'tooLong').optional() });

/** Art at the current version never changes: a year, without revalidation. Other URLs (none or an old v) a day. */
const CACHE_CURRENT = 'public, max-age=31536000, immutable';
const CACHE_OTHER = 'public, max-age=86400';

/** Drawn item art: an SVG per item and look. */
export function artRoutes(market: MarketService): ApiRoutes {
  return new ApiRoutes('art').add(
    { method: 'get', path: '/art/:game/:file', summary: 'The drawn card of an item (SVG)', params: artParamsSchema, query: artQueryWithVersion },
    async ({ params, query }, _req, res) => {
      const slug = params.file.slice(0, -'.svg'.length);
      const item = await market.itemBySlug(params.game as GameKey, slug);
      if (!item) throw catalogErrors.notFound('No such item');
      const svg = renderItemArt({
        game: params.game as GameKey, slug, name: item.name, type: item.type, subtype: item.subtype, rarity: item.rarity,
        level: (query.level as Level | undefined) ?? 'default', chroma: query.chroma === '1' || item.chroma,
      });
      const cacheControl = query.v === ART_VERSION ? CACHE_CURRENT : CACHE_OTHER;
      res.set({ 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': cacheControl }).send(svg);
    },
  );
}
