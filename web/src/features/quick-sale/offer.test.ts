import { expect } from 'chai';
import type { QuickSaleOffer, QuickSaleOfferItem } from '../../../../modules/quick-sale/quick-sale.schemas';
import english from '../../i18n/en.json';
import { accountHint, defaultAccount, type AccountHint } from '../../shared/trades/accounts';
import {
  allSelected,
  chosenItems,
  clearShown,
  countByAccount,
  fillSelection,
  itemsOfAccount,
  pruneSelection,
  searchItems,
  toggleItem,
} from '../../shared/trades/selection';
import { priceChanges, startBody, totalOf, withNewPrices } from './offer';

const en: Record<string, string> = english;
const usd = (amount: number) => ({ amount, currency: 'usd' as const });
const byPrice = (i: QuickSaleOfferItem) => i.price.amount;

function item(id: string, price: number, over: Partial<QuickSaleOfferItem> = {}): QuickSaleOfferItem {
  return {
    id,
    accountId: 'a1',
    itemId: 1,
    slug: `item-${id}`,
    name: `Item ${id}`,
    type: 'pet',
    rarity: 'rare',
    variant: { age: null, level: 'default', flyable: false, rideable: false, chroma: false },
    status: 'normal',
    art: `/api/art/adopt/item-${id}.svg`,
    price: usd(price),
    recommended: usd(price * 2),
    ...over,
  } as QuickSaleOfferItem;
}

describe('quick sale offer (web)', () => {
  it("spec trading-core 4 quick sale: an account's items, what the site pays most for first, then by name", () => {
    const items = [
      item('x', 50, { name: 'Zebra' }),
      item('y', 120, { name: 'Owl' }),
      item('z', 50, { name: 'Ant' }),
      item('o', 999, { accountId: 'a2' }),
    ];
    expect(itemsOfAccount(items, 'a1', byPrice).map((i) => i.id)).to.deep.equal(['y', 'z', 'x']);
    expect(itemsOfAccount(items, 'a2', byPrice).map((i) => i.id)).to.deep.equal(['o']);
    expect(itemsOfAccount(items, 'none', byPrice)).to.deep.equal([]);
    expect([...countByAccount(items)]).to.deep.equal([
      ['a1', 3],
      ['a2', 1],
    ]);
    expect(searchItems(items, '  zEb ').map((i) => i.id)).to.deep.equal(['x']);
    expect(searchItems(items, '')).to.have.length(4);
  });

  it('spec trading-core 5: at most 40 items (the offer says how many): a 41st tick is refused, unticking always works', () => {
    let selection: ReadonlySet<string> = new Set();
    for (let n = 0; n < 40; n++) {
      const next = toggleItem(selection, `i${n}`, 40);
      expect(next.refused).to.equal(false);
      selection = next.selection;
    }
    const refused = toggleItem(selection, 'i40', 40);
    expect(refused.refused).to.equal(true);
    expect(refused.selection).to.equal(selection);
    expect(refused.selection.size).to.equal(40);
    const untick = toggleItem(selection, 'i3', 40);
    expect(untick.refused).to.equal(false);
    expect(untick.selection.has('i3')).to.equal(false);
    expect(untick.selection.size).to.equal(39);
  });

  it('"select all" adds the shown items in order up to the maximum, keeps what was ticked, and undoes itself', () => {
    const shown = ['a', 'b', 'c', 'd', 'e'].map((id, n) => item(id, 100 - n));
    const some = fillSelection(new Set(['z']), shown, 3);
    expect([...some]).to.deep.equal(['z', 'a', 'b']);
    expect(allSelected(some, shown, 3)).to.equal(true);
    expect(allSelected(new Set(['a']), shown, 3)).to.equal(false);
    expect(allSelected(new Set(), shown, 3)).to.equal(false);
    // Full with items shown elsewhere (another search): "select all" is not done here.
    expect(allSelected(new Set(['x', 'y', 'z']), shown, 3)).to.equal(false);
    const all = fillSelection(new Set(), shown, 40);
    expect(all.size).to.equal(5);
    expect(allSelected(all, shown, 40)).to.equal(true);
    expect([...clearShown(new Set([...all, 'z']), shown)]).to.deep.equal(['z']);
  });

  it('a selection keeps only items still on offer, and the total is what the site pays for them', () => {
    const items = [item('a', 125), item('b', 40), item('c', 1)];
    const selection = new Set(['a', 'c', 'gone']);
    const pruned = pruneSelection(selection, items);
    expect([...pruned]).to.deep.equal(['a', 'c']);
    expect(pruneSelection(pruned, items)).to.equal(pruned);
    const chosen = chosenItems(items, pruned);
    expect(chosen.map((i) => i.id)).to.deep.equal(['a', 'c']);
    expect(totalOf(chosen)).to.deep.equal(usd(126));
    expect(totalOf([])).to.equal(null);
    expect(totalOf([item('a', 1), item('e', 1, { price: { amount: 1, currency: 'eur' } })])).to.equal(null);
  });

  it('spec trading-core 7 StartDepositTrade: the account, the currency and each item with the price it was offered at, in minor units', () => {
    expect(startBody('acc', 'eur', [item('a', 125), item('b', 40)])).to.deep.equal({
      accountId: 'acc',
      currency: 'eur',
      items: [
        { id: 'a', price: 125 },
        { id: 'b', price: 40 },
      ],
    });
  });

  it('spec trading-core 8 PRICES_HAVE_CHANGED: the new prices go into the offer at once; an item the site no longer buys leaves it', () => {
    const offer: QuickSaleOffer = {
      items: [item('a', 100), item('b', 50), item('c', 10)],
      holdsMinutes: 10,
      maxItems: 40,
    };
    const details = {
      items: [{ id: 'a', price: usd(90) }, { id: 'c', price: null }, { id: 'junk' }, 'junk'],
    };
    const changes = priceChanges(offer.items, details);
    expect(changes).to.deep.equal([
      { id: 'a', before: usd(100), after: usd(90) },
      { id: 'c', before: usd(10), after: null },
      { id: 'junk', before: null, after: null },
    ]);
    const updated = withNewPrices(offer, changes);
    expect(updated.items.map((i) => [i.id, i.price.amount])).to.deep.equal([
      ['a', 90],
      ['b', 50],
    ]);
    expect(updated.maxItems).to.equal(40);
    expect(withNewPrices(offer, [])).to.equal(offer);
    expect(priceChanges(offer.items, null)).to.deep.equal([]);
    expect(priceChanges(offer.items, { items: 'x' })).to.deep.equal([]);
  });

  it('spec trading-core 4 linked account statuses: why an account has nothing to sell, each with its words', () => {
    const active = { status: 'success' as const, frozen: false, itemCount: 12, syncedAt: '2030-01-01T00:00:00Z' };
    const cases: [Parameters<typeof accountHint>[0], AccountHint][] = [
      [{ ...active, status: 'fastSell' }, 'busy'],
      [{ ...active, status: 'marketSell' }, 'delivering'],
      [{ ...active, status: 'error' }, 'noAccess'],
      [{ ...active, frozen: true }, 'frozen'],
      [{ ...active, status: 'freeze' }, 'frozen'],
      [{ ...active, status: 'sync' }, 'syncing'],
      [{ ...active, status: 'loading' }, 'syncing'],
      [{ ...active, status: 'tempBlocked' }, 'blocked'],
      [{ ...active, status: 'outdatedItems' }, 'outdated'],
      [{ ...active, status: 'setup', syncedAt: null, itemCount: 0 }, 'sync'],
      [{ ...active, syncedAt: null }, 'sync'],
      [{ ...active, itemCount: 0 }, 'sync'],
      [active, 'none'],
    ];
    for (const [account, hint] of cases) {
      expect(accountHint(account, 0), JSON.stringify(account)).to.equal(hint);
      expect(en[`quickSale.noItems.${hint}`], hint).to.be.a('string');
    }
    expect(accountHint(active, 3)).to.equal(null);
    // One quick sale of an account at a time: its other items are on offer, but another start would be refused.
    expect(accountHint({ ...active, status: 'fastSell' }, 3)).to.equal('busy');
  });

  it('the account shown first is the one with the most to sell', () => {
    const accounts = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(
      defaultAccount(
        accounts,
        new Map([
          ['b', 4],
          ['c', 9],
        ]),
      ),
    ).to.equal('c');
    expect(defaultAccount(accounts, new Map())).to.equal('a');
    expect(defaultAccount([], new Map())).to.equal(null);
  });
});
