/** The guard other modules put on routes that need a signed-in user. */
export const USER_GUARD = Symbol.for('identity.UserGuard');

/** Public facts about users that other modules may show (a seller's nickname on an offer). */
export const USER_DIRECTORY = Symbol.for('identity.UserDirectory');

/**
 * Where the profile's balance map comes from (spec accounts-platform 3): bound by the wallet, which
 * identity does not import. Unbound, the profile shows zero balances.
 */
export const PROFILE_BALANCE = Symbol.for('identity.ProfileBalance');
