// The linked account a trade with the site takes the user's items from (quick sale, exchange): the user's pick, else
// (once the items are known) the account with the most to offer; and how many items each account has.
import { useEffect, useMemo, useState } from 'react';
import type { AccountView } from '../../../../modules/inventory-sync/inventory.schemas';
import { defaultAccount } from './accounts';
import { countByAccount } from './selection';

/** `items`: the items on offer of every account (undefined while they load). */
export function usePickedAccount(
  accounts: readonly AccountView[],
  items: readonly { accountId: string }[] | undefined,
) {
  const counts = useMemo(() => countByAccount(items ?? []), [items]);
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => {
    if (items && (!picked || !accounts.some((a) => a.id === picked))) setPicked(defaultAccount(accounts, counts));
  }, [items, picked, accounts, counts]);
  const account = accounts.find((a) => a.id === picked) ?? accounts[0] ?? null;
  return { account, counts, setPicked };
}
