import type { Trx } from './db/database';

/**
 * What fills the spec's notification placeholders (accounts-platform 3: items, robloxAccountName, amount, currency,
 * num, time). Money is `amount` in minor units with its `currency`; an amount without a currency is a count of the
 * game's currency (R$). `time` is an ISO instant.
 */
export interface InboxParams {
  items?: string;
  robloxAccountName?: string;
  amount?: number;
  currency?: string;
  num?: number;
  time?: string;
}

/**
 * How a module leaves a header notification for a user (the bell; modules/notifications keeps them). Given the
 * caller's transaction it is written in it: it exists, and is pushed live, only if that transaction commits.
 * `kind` is one of modules/notifications' NOTIFICATION_KINDS (an unknown one is a programming error and throws).
 */
export interface Inbox {
  add(userId: string, kind: string, params?: InboxParams, trx?: Trx): Promise<void>;
}

/** The `items` placeholder from item names: each name once, with its count when more than one ("Frost Dragon ×2"). */
export function itemsText(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name)).join(', ');
}
