import { ApiRoutes } from '../../src/platform/http/api-routes';
import { catalogErrors } from './catalog.errors';
import { renderItemArt } from './item-art';
import { artParamsSchema, artQuerySchema } from './catalog.routes';
import type { MarketService } from './market.service';
import type { GameKey, Level } from './catalog.schemas';

/** Drawn item art: an SVG per item and look, cached by browsers for a day. */
export function artRoutes(market: MarketService): ApiRoutes {
  return new ApiRoutes('art').add(
    { method: 'get', path: '/art/:game/:file', summary: 'The drawn card of an item (SVG)', params: artParamsSchema, query: artQuerySchema },
    async ({ params, query }, _req, res) => {
      const slug = params.file.slice(0, -'.svg'.length);
      const item = await market.itemBySlug(params.game as GameKey, slug);
      if (!item) throw catalogErrors.notFound('No such item');
      const svg = renderItemArt({
        game: params.game as GameKey, slug, name: item.name, type: item.type, subtype: item.subtype, rarity: item.rarity,
        level: (query.level as Level | undefined) ?? 'default', chroma: query.chroma === '1' || item.chroma,
      });
      res.set({ 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' }).send(svg);
    },
  );
}
