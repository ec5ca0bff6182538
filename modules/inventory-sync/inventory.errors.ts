import { AppError } from '../../src/platform/errors';

/** Failures of listing and account actions, with the spec's names (trading-core 8). */
export const inventoryErrors = {
  notFound: (field?: string) =>
    new AppError(404, 'NOT_FOUND', 'The item was not found; refresh the page and try again', field ? { field } : {}),
  accountNotFound: () => new AppError(404, 'NOT_FOUND', 'The linked account was not found'),
  /** Quick sale start: the account named is not one of the seller's linked accounts. */
  linkedAccountNotFound: () =>
    new AppError(404, 'LINKED_RBX_ACCOUNT_IS_NOT_FOUND', 'The linked account was not found; link it first'),
  noAccess: () => new AppError(403, 'NO_ACCESS', 'Access to the game account was lost; link it again'),
  accountNotActive: () =>
    new AppError(
      409,
      'LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE',
      'The linked account is not active (frozen, blocked or not set up)',
    ),
  accountNotFrozen: () => new AppError(409, 'LINKED_RBX_ACCOUNT_IS_NOT_FROZEN', 'The linked account is not frozen'),
  reservedItems: () =>
    new AppError(
      409,
      'LINKED_RBX_ACCOUNT_HAS_RESERVED_ITEMS',
      'Items of this account are in a deal; wait until it ends',
    ),
  limitAccounts: () =>
    new AppError(409, 'LIMIT_LINKED_RBX_ACCOUNTS_HAS_EXCEEDED', 'At most 3 game accounts can be linked'),
  syncStarted: () => new AppError(409, 'ALREADY_STARTED', 'A sync of this account is already queued or under way'),
  syncNotFound: () => new AppError(404, 'NOT_FOUND', 'This account has no sync to cancel'),
  /** Once per 20 minutes per account (spec trading-core 9): the message and details say when. */
  syncTooSoon: (remainingSeconds: number, retryAt: Date) =>
    new AppError(
      429,
      'LIMIT_LINKED_RBX_ACCOUNT_INVENTORIES',
      `The inventory can be refreshed again in ${Math.ceil(remainingSeconds / 60)} min`,
      { remainingSeconds, retryAt: retryAt.toISOString() },
      { 'Retry-After': String(remainingSeconds) },
    ),
  alreadyLinked: () => new AppError(409, 'LINKED_RBX_ACCOUNT_IS_NOT_INACTIVE', 'This game account is already linked'),
  /** No action on an item for 30 s after a change (spec trading-core 9); the spec names no code. */
  paused: (field: string, retryAfterSeconds: number) =>
    new AppError(
      409,
      'ITEM_ACTION_PAUSED',
      `Wait ${retryAfterSeconds} s before the next action on this item`,
      { field, retryAfterSeconds },
      {
        'Retry-After': String(retryAfterSeconds),
      },
    ),
};
