/** The guard other modules put on routes that need a signed-in user. */
export const USER_GUARD = Symbol.for('identity.UserGuard');

/** Public facts about users that other modules may show (a seller's nickname on an offer). */
export const USER_DIRECTORY = Symbol.for('identity.UserDirectory');
