// Why a linked account has nothing a bot trade with the site can take (quick sale, exchange; spec trading-core 4
// "Linked account statuses"), and which account a page picks first. Pure.
import type { AccountView } from '../../../../modules/inventory-sync/inventory.schemas';

/** Why an account has nothing to offer now, or null when it has items. */
export type AccountHint =
  | 'busy'
  | 'delivering'
  | 'noAccess'
  | 'frozen'
  | 'syncing'
  | 'blocked'
  | 'outdated'
  | 'sync'
  | 'none';

/**
 * Only an active account (synced, not frozen, not syncing) has items on offer, and one trade with the site of an
 * account runs at a time (fastSell); an active one without any was never synced, or all its items are in a deal,
 * were changed in the last 30 s or have no price.
 */
export function accountHint(
  account: Pick<AccountView, 'status' | 'frozen' | 'itemCount' | 'syncedAt'>,
  offered: number,
): AccountHint | null {
  // A trade with the site of the account is under way: another would be refused (ALREADY_STARTED).
  if (account.status === 'fastSell') return 'busy';
  if (offered > 0) return null;
  if (account.status === 'marketSell') return 'delivering';
  if (account.status === 'error') return 'noAccess';
  if (account.frozen || account.status === 'freeze') return 'frozen';
  if (account.status === 'loading' || account.status === 'sync') return 'syncing';
  if (account.status === 'tempBlocked') return 'blocked';
  if (account.status === 'outdatedItems') return 'outdated';
  if (account.status === 'setup' || !account.syncedAt || account.itemCount === 0) return 'sync';
  return 'none';
}

/** The account picked first: the one with the most to offer (the first listed when none has any). */
export function defaultAccount(accounts: readonly Pick<AccountView, 'id'>[], counts: Map<string, number>) {
  let best: string | null = null;
  let most = -1;
  for (const account of accounts) {
    const count = counts.get(account.id) ?? 0;
    if (count > most) {
      best = account.id;
      most = count;
    }
  }
  return best;
}
