// Item page addresses (spec trading-core 2 and accounts-platform 2.2).
//
// The spec does not say what the three parameters of /itemInfo/{productType}/{productName}/{productId}
// mean. Decision: productType = the item's type (pet, egg, knife, ...), productName = the item's slug
// (the API looks items up by slug: GET /api/{game}/items/{slug}), productId = the item's numeric id.
// The page loads by slug; the type and id are kept for the spec's address shape, and an address whose
// type or id does not match the item is replaced by the canonical one. /shop/{productType}/{productRealName}/{productId}
// and /trade/{productType}/{productName}/{productId} (the exchange, with that site item picked) read the same three
// values the same way.
// Pure: no DOM, no React.

/** Legacy /{type}/{productName}/{productId} paths redirect to /itemInfo (spec trading-core 2). */
export const LEGACY_ITEM_TYPES = ['potion', 'pet', 'transport', 'egg'] as const;

export interface ItemRef {
  type: string;
  slug: string;
  id: number | string;
}

/** The canonical item page; `variant` (a card id) preselects a variant. */
export function itemPath(item: ItemRef, variant?: number): string {
  const path = `/itemInfo/${encodeURIComponent(item.type)}/${encodeURIComponent(item.slug)}/${encodeURIComponent(String(item.id))}`;
  return variant === undefined ? path : `${path}?variant=${variant}`;
}
