import { expect } from 'chai';
import { groupIntoTrades, outcomeOf, type Deliverable } from '../../modules/withdrawals';

const item = (n: number, accountId: string, slot: string): Deliverable => ({
  purchaseItemId: `p${n}`,
  inventoryItemId: `i${n}`,
  accountId,
  gameAccountId: `g-${accountId}`,
  accountNickname: accountId,
  sellerId: `s-${accountId}`,
  gameItemId: `gi${n}`,
  fleet: false,
  slot,
});

describe('withdrawals: grouping items into trades and reading how a trade ended', () => {
  it('spec trading-core 5 and 9: one trade per seller account, at most 40 items and 10 per slot in each', () => {
    const many = [
      ...Array.from({ length: 45 }, (_, n) => item(n, 'a', `slot${n % 9}`)),
      ...Array.from({ length: 3 }, (_, n) => item(100 + n, 'b', 'same')),
      ...Array.from({ length: 12 }, (_, n) => item(200 + n, 'c', 'same')),
    ];
    const trades = groupIntoTrades(many);
    expect(trades.map((t) => [t[0]!.accountId, t.length])).to.deep.equal([
      ['a', 40],
      ['a', 5],
      ['b', 3],
      ['c', 10],
      ['c', 2],
    ]);
    for (const t of trades) {
      expect(new Set(t.map((i) => i.accountId)).size).to.equal(1);
      const perSlot = new Map<string, number>();
      for (const i of t) perSlot.set(i.slot, (perSlot.get(i.slot) ?? 0) + 1);
      expect(Math.max(...perSlot.values())).to.be.at.most(10);
    }
    expect(
      trades
        .flat()
        .map((i) => i.purchaseItemId)
        .sort(),
    ).to.deep.equal(many.map((i) => i.purchaseItemId).sort());
  });

  it('spec trading-core 4 rating changes: each ending names its side and the reason the ratings hear', () => {
    const end = (state: 'finished' | 'failed' | 'expired' | 'cancelled', cause: string | null, fault: any) =>
      outcomeOf({ state, cause, fault });
    expect(end('finished', null, null)).to.deep.equal({ side: 'delivered' });
    expect(end('cancelled', null, null)).to.deep.equal({ side: 'none' });
    expect(end('failed', 'friends_interfered', null)).to.deep.equal({ side: 'none' });
    expect(end('failed', 'declined', 'counterpart')).to.deep.equal({ side: 'buyer', rating: 'offer_cancelled' });
    expect(end('expired', 'FRIEND_TIMEOUT', 'counterpart')).to.deep.equal({ side: 'buyer', rating: 'trade_failed' });
    expect(end('failed', 'items_missing', 'actor')).to.deep.equal({
      side: 'seller',
      account: 'outdatedItems',
      rating: 'items_missing',
    });
    expect(end('failed', 'BOT_FRIEND_LIMIT', 'actor')).to.deep.include({ rating: 'too_many_friends' });
    expect(end('failed', 'session_expired', 'actor')).to.deep.include({ account: 'error', rating: 'account_problem' });
    expect(end('failed', 'banned', 'actor')).to.deep.include({ account: 'tempBlocked', rating: 'game_ban' });
    expect(end('failed', 'kicked', 'actor')).to.deep.include({ rating: 'kicked_buyer' });
    expect(end('failed', 'tutorial', 'actor')).to.deep.include({ account: 'outdatedItems', rating: 'account_problem' });
  });
});
