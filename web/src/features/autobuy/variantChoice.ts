// Which variant an autopurchase is for (spec trading-core 3 "Autopurchase: item, ..."): the add page's query names
// one by its card or its traits (shared/autobuy/paths.ts), else the buyer picks it. A pet of Adopt Me comes in ages,
// levels, fly and ride (the server's hasPetVariants); anything else in its one plain look, chroma as the item is,
// told by its variants on sale or, with none on sale, by its art (the catalog draws chroma items with chroma=1).
// Pure.
import type { Age, Level, Variant } from '../../../../modules/catalog/catalog.vocabulary.schemas';
import type { ItemPage } from '../../../../modules/market/market.schemas';
import type { AutobuyQuery } from '../../shared/autobuy/paths';

export const hasPetVariants = (item: Pick<ItemPage['item'], 'game' | 'type'>): boolean =>
  item.game === 'adopt' && item.type === 'pet';

export const sameVariant = (a: Variant, b: Variant): boolean =>
  a.age === b.age &&
  a.level === b.level &&
  a.flyable === b.flyable &&
  a.rideable === b.rideable &&
  a.chroma === b.chroma;

/** What the buyer has picked of a pet's variant so far (no age yet: not a variant). */
export interface VariantDraft {
  age: Age | null;
  level: Level;
  flyable: boolean;
  rideable: boolean;
  chroma: boolean;
}

export const EMPTY_DRAFT: VariantDraft = {
  age: null,
  level: 'default',
  flyable: false,
  rideable: false,
  chroma: false,
};

/** The draft as a variant, once it is one (a pet needs its age). */
export const variantOfDraft = (draft: VariantDraft, pets: boolean): Variant | null =>
  pets && draft.age === null ? null : { ...draft };

/** The one look of an item without pet variants. */
export function plainVariant(page: Pick<ItemPage, 'item' | 'variants'>): Variant {
  const onSale = page.variants[0]?.variant;
  const chroma = onSale ? onSale.chroma : new URLSearchParams(page.item.art.split('?')[1] ?? '').get('chroma') === '1';
  return { age: null, level: 'default', flyable: false, rideable: false, chroma };
}

/** The variant the page starts on: the query's card on sale, its traits, the plain look, else none picked. */
export function initialDraft(page: Pick<ItemPage, 'item' | 'variants'>, query: AutobuyQuery): VariantDraft {
  if (!hasPetVariants(page.item)) return plainVariant(page);
  const card = query.cardId ? page.variants.find((v) => v.cardId === query.cardId) : undefined;
  if (card) return { ...card.variant };
  if (query.variant?.age) return { ...query.variant, chroma: false };
  return { ...EMPTY_DRAFT };
}

/**
 * The card of a variant, for its order book: the one on sale, else the query's card when the query names this very
 * variant (a card none is selling now); null when unknown (the book shows both sides empty).
 */
export function cardOf(page: Pick<ItemPage, 'variants'>, query: AutobuyQuery, variant: Variant | null): number | null {
  if (!variant) return null;
  const onSale = page.variants.find((v) => sameVariant(v.variant, variant));
  if (onSale) return onSale.cardId;
  return query.cardId && query.variant && sameVariant(query.variant, variant) ? query.cardId : null;
}
