// Where autopurchases live (spec trading-core 2): the buyer's list in the profile, and the add page that a product
// card, the item page or an ended autopurchase starts. The add page's query names what to buy:
//   /inventory/autobuy?item=<slug>[&card=<cardId>][&age=<age>&level=<level>&fly=1&ride=1&chroma=1]
// `item` is the item's slug (the item API reads items by slug); `card` a variant's card (a product card's, an item
// page variant's: the variant then comes from the item's variants on sale, and its order book is shown even when none
// is); the traits name a variant none may be selling (an ended autopurchase's "set again"). Neither: the page asks.
// Pure: no DOM, no React.
import {
  AGES,
  LEVELS,
  type Age,
  type Level,
  type Variant,
} from '../../../../modules/catalog/catalog.vocabulary.schemas';

export const AUTOBUY_LIST_PATH = '/profile/autobuy';
export const AUTOBUY_ADD_PATH = '/inventory/autobuy';
/** Where what an autopurchase bought waits to be collected. */
export const PURCHASED_PATH = '/profile/purchased';

export interface AutobuyTarget {
  slug: string;
  cardId?: number | null;
  variant?: Variant | null;
}

/** The add page for an item, on one of its variants when known. */
export function autobuyAddPath({ slug, cardId, variant }: AutobuyTarget): string {
  const query = new URLSearchParams({ item: slug });
  if (cardId) query.set('card', String(cardId));
  if (variant) {
    if (variant.age) query.set('age', variant.age);
    if (variant.level !== 'default') query.set('level', variant.level);
    if (variant.flyable) query.set('fly', '1');
    if (variant.rideable) query.set('ride', '1');
    if (variant.chroma) query.set('chroma', '1');
  }
  return `${AUTOBUY_ADD_PATH}?${query}`;
}

export interface AutobuyQuery {
  /** The item's slug; null: no item named (the page sends the buyer to the market). */
  slug: string | null;
  cardId: number | null;
  /** The variant the traits name; null when the query names none (or a card only). */
  variant: Variant | null;
}

const TRAITS = ['age', 'level', 'fly', 'ride', 'chroma'] as const;
const flag = (value: string | null) => value === '1' || value === 'true';

/** Reads the add page's query; what does not read as a slug, a card or a variant is left out. */
export function readAutobuyQuery(search: string): AutobuyQuery {
  const query = new URLSearchParams(search);
  const slug = query.get('item')?.trim() ?? '';
  const card = Number(query.get('card'));
  const age = query.get('age');
  const level = query.get('level') ?? 'default';
  const named = TRAITS.some((trait) => query.has(trait));
  const valid =
    named &&
    (age === null || (AGES as readonly string[]).includes(age)) &&
    (LEVELS as readonly string[]).includes(level);
  return {
    slug: /^[a-z0-9][a-z0-9-]{0,119}$/.test(slug) ? slug : null,
    cardId: Number.isSafeInteger(card) && card > 0 ? card : null,
    variant: valid
      ? {
          age: (age as Age | null) ?? null,
          level: level as Level,
          flyable: flag(query.get('fly')),
          rideable: flag(query.get('ride')),
          chroma: flag(query.get('chroma')),
        }
      : null,
  };
}
