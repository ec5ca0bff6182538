/** The guard other modules put on routes that need a signed-in user. */
export const USER_GUARD = Symbol.for('identity.UserGuard');
