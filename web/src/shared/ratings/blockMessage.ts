// A refusal that a rating's consequence explains (modules/ratings/ratings.errors.ts: BUYER_IS_BLOCKED on buying and
// the cart reservation, SELLER_IS_BLOCKED on listing, repricing, syncs, linking, unlinking, quick sale and exchange)
// in words: until when (details.until, shown in the user's locale and time zone), until support lifts it, or
// selling closed. Pure; the message shape is MessageRef's (shared/form/serverErrors.ts imports this file).

/** The profile tab with the ratings, where every block's words link to. */
export const RATINGS_PATH = '/profile/ratings';

const ROLE_OF_CODE: Record<string, 'buyer' | 'seller'> = {
  BUYER_IS_BLOCKED: 'buyer',
  SELLER_IS_BLOCKED: 'seller',
};

const PREFIX = 'ratings.blocked.';

/** The words of a block refusal (null: the code is not one); `until` is a timestamp for the message's date. */
export function ratingBlockMessage(
  code: string | null,
  details: unknown,
): { id: string; values?: Record<string, number> } | null {
  const role = code ? ROLE_OF_CODE[code] : undefined;
  if (!role) return null;
  const { kind, until } = (details && typeof details === 'object' ? details : {}) as {
    kind?: unknown;
    until?: unknown;
  };
  if (role === 'seller' && kind === 'sales_access_lost') return { id: `${PREFIX}seller.closed` };
  const at = typeof until === 'string' ? Date.parse(until) : Number.NaN;
  return Number.isFinite(at)
    ? { id: `${PREFIX}${role}.until`, values: { until: at } }
    : { id: `${PREFIX}${role}.support` };
}

/** Whether a message is a block refusal's (it then gets a link to the ratings). */
export const isRatingBlockMessage = (id: string | undefined): boolean => !!id?.startsWith(PREFIX);
