import { expect } from 'chai';
import english from '../../i18n/en.json';
import { HttpError } from '../../shared/api/HttpError';
import {
  accountFailureMessage,
  canStartSync,
  COOKIE_ERROR_CODES,
  cookieErrorKey,
  failedStage,
  SYNC_CODES,
  SYNC_STAGES,
  syncCodeMessage,
  syncOutcome,
  syncWaitMs,
} from './syncRules';

const fail = (status: number, body: unknown) => new HttpError(status, body, new Response(null, { status }));
const en: Record<string, string> = english;
const account = { frozen: false, status: 'success' as const, sync: null, nextSyncAt: null };

describe('linked accounts and syncs (web)', () => {
  it('spec trading-core 8: every sync code 500-508 and trade code 3 has its own text; another keeps its number', () => {
    for (const code of SYNC_CODES) {
      const message = syncCodeMessage(code);
      expect(message.id).to.equal(`trade.syncCode.${code}`);
      expect(en[message.id], code).to.be.a('string');
    }
    expect(syncCodeMessage('999')).to.deep.equal({ id: 'trade.syncCode.unknown', values: { code: '999' } });
    for (const stage of [...SYNC_STAGES, 'done', 'failed', 'cancelled'])
      expect(en[`trade.timeline.stage.${stage}`], stage).to.be.a('string');
  });

  it('spec trading-core 8 link account: each addAcc error has the spec message; the cookie ones go on the field', () => {
    const cases: [string, string][] = [
      ['NOT_FOUND', 'trade.link.error.notFound'],
      ['NO_ACCESS', 'trade.link.error.noAccess'],
      ['LIMIT_LINKED_RBX_ACCOUNTS_HAS_EXCEEDED', 'trade.link.error.limit'],
      ['LINKED_RBX_ACCOUNT_IS_NOT_INACTIVE', 'trade.link.error.alreadyLinked'],
    ];
    for (const [code, id] of cases) {
      expect(accountFailureMessage(fail(409, { errorCode: code }), 'link').id).to.equal(id);
      expect(en[id], id).to.be.a('string');
    }
    expect([...COOKIE_ERROR_CODES].sort()).to.deep.equal([
      'LINKED_RBX_ACCOUNT_IS_NOT_INACTIVE',
      'NOT_FOUND',
      'NO_ACCESS',
    ]);
    expect(cookieErrorKey('prohibitedSymbols')).to.equal('trade.link.error.symbols');
    expect(cookieErrorKey('tooShort')).to.equal('tooShort');
  });

  it('spec trading-core 8 start sync, cancel sync, unlink: each code has its message; the 20-minute limit says how long is left', () => {
    const limit = accountFailureMessage(
      fail(429, { errorCode: 'LIMIT_LINKED_RBX_ACCOUNT_INVENTORIES', details: { remainingSeconds: 754 } }),
      'startSync',
    );
    expect(limit).to.deep.equal({ id: 'trade.error.syncTooSoon', values: { remaining: '12:34' } });
    expect(accountFailureMessage(fail(503, { errorCode: 'TRADE_AUTO_LOCK' }), 'startSync').id).to.equal(
      'trade.error.autoLock',
    );
    expect(accountFailureMessage(fail(409, { errorCode: 'ALREADY_STARTED' }), 'startSync').id).to.equal(
      'trade.error.syncStarted',
    );
    expect(
      accountFailureMessage(fail(409, { errorCode: 'LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE' }), 'startSync').id,
    ).to.equal('trade.error.notActive');
    expect(accountFailureMessage(fail(409, { errorCode: 'ALREADY_STARTED' }), 'cancelSync').id).to.equal(
      'trade.error.syncLoading',
    );
    expect(accountFailureMessage(fail(404, { errorCode: 'NOT_FOUND' }), 'cancelSync').id).to.equal(
      'trade.error.noSync',
    );
    expect(
      accountFailureMessage(fail(409, { errorCode: 'LINKED_RBX_ACCOUNT_HAS_RESERVED_ITEMS' }), 'unlink').id,
    ).to.equal('inventory.error.reserved');
    // Spec trading-core 4: a seller blocked by their rating is told until when, on every account call.
    const until = '2030-01-01T12:00:00.000Z';
    const blocked = fail(403, { errorCode: 'SELLER_IS_BLOCKED', details: { kind: 'block', until } });
    for (const action of ['unlink', 'link', 'startSync'] as const)
      expect(accountFailureMessage(blocked, action)).to.deep.equal({
        id: 'ratings.blocked.seller.until',
        values: { until: Date.parse(until) },
      });
    expect(
      accountFailureMessage(
        fail(403, { errorCode: 'SELLER_IS_BLOCKED', details: { kind: 'sales_access_lost', until: null } }),
        'unlink',
      ).id,
    ).to.equal('ratings.blocked.seller.closed');
    expect(accountFailureMessage(new Error('boom'), 'unlink').id).to.equal('errors.generic');
  });

  it('spec trading-core 9: Sync now waits for the 20 minutes, and never runs on a frozen, broken or syncing account', () => {
    const now = Date.parse('2030-01-01T10:00:00Z');
    expect(canStartSync(account, now)).to.equal(true);
    const later = { ...account, nextSyncAt: '2030-01-01T10:05:00Z' };
    expect(syncWaitMs(later, now)).to.equal(300_000);
    expect(canStartSync(later, now)).to.equal(false);
    expect(canStartSync(later, now + 300_000)).to.equal(true);
    expect(canStartSync({ ...account, frozen: true }, now)).to.equal(false);
    expect(canStartSync({ ...account, status: 'error' as never }, now)).to.equal(false);
    expect(canStartSync({ ...account, sync: { state: 'active' } as never }, now)).to.equal(false);
    expect(syncOutcome({ state: 'expired' })).to.equal('failed');
    // Where a failed sync stopped: its code's stage, or further if the page saw it get there.
    expect(failedStage('500', 0)).to.equal(1);
    expect(failedStage('505', 0)).to.equal(2);
    expect(failedStage('3', 0)).to.equal(0);
    expect(failedStage('507', 3)).to.equal(3);
    expect(syncOutcome({ state: 'finished' })).to.equal('finished');
  });
});
