import * as yup from 'yup';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { catalogErrors } from './catalog.errors';
import { ART_VERSION, renderItemArt } from './item-art';
import { gameSchema, LEVELS } from './catalog.schemas';
import type { ItemsService } from './items.service';

export const artParamsSchema = yup.object({
  game: gameSchema,
  file: yup
    .string()
    .required()
    .matches(/^[a-z0-9-]{1,120}\.svg$/, 'invalidValue'),
});
export const artQuerySchema = yup.object({
  level: yup.string().oneOf(LEVELS, 'invalidValue').optional(),
  chroma: yup.string().oneOf(['0', '1'], 'invalidValue').optional(),
});

/** `v` is the art version the URL was made for (art-url.ts artUrl). */
const artQueryWithVersion = artQuerySchema.shape({ v: yup.string().max(16, 'tooLong').optional() });

/** Art at the current version never changes: a year, without revalidation. Other URLs (none or an old v) a day. */
const CACHE_CURRENT = 'public, max-age=31536000, immutable';
const CACHE_OTHER = 'public, max-age=86400';

/** Drawn item art: an SVG per item and look. */
export function artRoutes(items: ItemsService): ApiRoutes {
  return new ApiRoutes('art').add(
    {
      method: 'get',
      path: '/art/:game/:file',
      errors: [catalogErrors.notFound()],
      summary: 'The drawn card of an item (SVG)',
      params: artParamsSchema,
      query: artQueryWithVersion,
    },
    async ({ params, query }, _req, res) => {
      const slug = params.file.slice(0, -'.svg'.length);
      const item = await items.indexedBySlug(params.game, slug);
      if (!item) throw catalogErrors.notFound('No such item');
      const svg = renderItemArt({
        game: params.game,
        slug,
        name: item.name,
        type: item.type,
        subtype: item.subtype,
        rarity: item.rarity,
        level: query.level ?? 'default',
        chroma: query.chroma === '1' || item.chroma,
      });
      const cacheControl = query.v === ART_VERSION ? CACHE_CURRENT : CACHE_OTHER;
      res.set({ 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': cacheControl }).send(svg);
    },
  );
}
