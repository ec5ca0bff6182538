// Pure and without yup: the R$ rules the server and the /rbx page share (the page shows what the server computes).

/** One R$ order buys 30 to 5000 R$ (spec trading-core 9). */
export const RBX_MIN = 30;
export const RBX_MAX = 5000;

/**
 * How the R$ reach the player: a fast pass credits them at once, a game pass after the game's pending period of 5 to
 * 7 days (spec trading-core 1, 9). Both deliver by the site's account buying the player's game pass.
 */
export const RBX_METHODS = ['fast_pass', 'game_pass'] as const;
export type RbxMethod = (typeof RBX_METHODS)[number];

/** A game pass's R$ stay pending this many days in the game before the player receives them (a fast pass: none). */
export const GAME_PASS_PENDING_DAYS = { min: 5, max: 7 } as const;

/** The game keeps this share of a game pass's price: the player receives the rest. */
export const GAME_PASS_FEE_PERCENT = 30;

/**
 * The price the player gives their game pass so that, after the game's 30 %, they receive `amount` R$:
 * ceil(amount / 0.7), in integers (70 / 0.7 is 100.00000000000001 in floating point).
 */
export function passPriceFor(amount: number): number {
  return Math.ceil((amount * 100) / (100 - GAME_PASS_FEE_PERCENT));
}

/** A game pass id, or a link to the pass that carries it (…/game-pass/<id>/<name>, or ?id=<id>). */
export function parsePassId(text: string): string | null {
  const trimmed = text.trim();
  const fromLink =
    /game-?pass(?:es)?\/([A-Za-z0-9_-]{1,64})/i.exec(trimmed) ?? /[?&]id=([A-Za-z0-9_-]{1,64})/.exec(trimmed);
  if (fromLink) return fromLink[1]!;
  return /^[A-Za-z0-9_-]{1,64}$/.test(trimmed) ? trimmed : null;
}

/**
 * An order's states: created (the site's bot is buying the pass), pending (a game pass bought, the R$ on their way
 * until creditedAt), delivered (the R$ reached the player: the price is charged), failed (the price is refunded).
 */
export const RBX_ORDER_STATES = ['created', 'pending', 'delivered', 'failed'] as const;
export type RbxOrderState = (typeof RBX_ORDER_STATES)[number];

/** Socket notification after an order moved (its pass bought, the R$ delivered, or it failed). */
export const RBX_ORDER_CHANGED = 'RBX_ORDER_CHANGED';
