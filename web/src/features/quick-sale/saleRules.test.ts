import { expect } from 'chai';
import type { QuickSaleView } from '../../../../modules/quick-sale/quick-sale.schemas';
import english from '../../i18n/en.json';
import { HttpError } from '../../shared/api/HttpError';
import { tradeTimeline } from '../../shared/trades/timeline';
import { QUICK_SALE_CODES } from '../../shared/trades/tradeCodes';
import {
  byRelevance,
  QUICK_SALE_STAGES,
  saleActionFailure,
  RECENT_END_MS,
  saleStatusMessage,
  showsSteps,
  splitSales,
  startFailure,
} from './saleRules';

const en: Record<string, string> = english;
const fail = (status: number, errorCode: string, details: unknown = {}) =>
  new HttpError(status, { errorCode, message: 'server text', details }, new Response(null, { status }));
const at = (minute: number) => `2030-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const entries = (...stages: string[]) => stages.map((stage, i) => ({ stage, at: at(i) }));
type Facts = Parameters<typeof saleStatusMessage>[0];
const facts = (over: Partial<Facts>): Facts => ({
  state: 'active',
  stage: 'searching_bot',
  delayed: false,
  paid: null,
  code: null,
  ...over,
});

describe('quick sale refusals and endings (web)', () => {
  it('spec trading-core 8 quick sale start: every refusal has its own words; the ones about changed items or accounts read them again', () => {
    const cases: [number, string, string, boolean][] = [
      [404, 'NOT_FOUND', 'quickSale.error.notFound', true],
      [404, 'LINKED_RBX_ACCOUNT_IS_NOT_FOUND', 'quickSale.error.accountNotFound', true],
      [403, 'NO_ACCESS', 'quickSale.error.noAccess', true],
      [409, 'LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE', 'quickSale.error.notActive', true],
      [409, 'ALREADY_STARTED', 'quickSale.error.alreadyStarted', true],
      [503, 'FAST_SELL_LINKED_RBX_ACCOUNT_NOT_FOUND', 'quickSale.error.noBots', false],
      [409, 'PRICES_HAVE_CHANGED', 'quickSale.error.pricesChanged', true],
      [503, 'TRADE_AUTO_LOCK', 'quickSale.error.autoLock', false],
      [404, 'FEATURE_DISABLED', 'quickSale.error.disabled', false],
    ];
    for (const [status, code, id, stale] of cases) {
      const failure = startFailure(fail(status, code));
      expect(failure.message, code).to.deep.equal({ id });
      expect(failure.stale, code).to.equal(stale);
      expect(failure.pricesChanged, code).to.equal(code === 'PRICES_HAVE_CHANGED');
      expect(en[id], id).to.be.a('string');
    }
  });

  it('spec trading-core 8 PRICES_HAVE_CHANGED: the refusal carries the current prices to show', () => {
    const items = [{ id: 'a', price: { amount: 90, currency: 'usd' } }];
    const failure = startFailure(fail(409, 'PRICES_HAVE_CHANGED', { items }));
    expect(failure.pricesChanged).to.equal(true);
    expect(failure.details).to.deep.equal({ items });
  });

  it('spec trading-core 8 trade creation codes: their own texts (6, 14, 15 with their values, 14 and 15 despite their 429); 4 asks for fewer items', () => {
    expect(startFailure(fail(400, '1')).message).to.deep.equal({ id: 'trades.code.1' });
    expect(startFailure(fail(400, '1')).stale).to.equal(true);
    expect(startFailure(fail(400, '4', { max: 1 })).message).to.deep.equal({ id: 'quickSale.error.tooManyItems' });
    expect(startFailure(fail(503, '6', { date: '2030-02-01' })).message).to.deep.equal({
      id: 'trades.code.6',
      values: { date: '2030-02-01' },
    });
    expect(startFailure(fail(503, '7')).message.id).to.equal('trades.code.7');
    expect(startFailure(fail(503, '13')).message.id).to.equal('trades.code.13');
    expect(startFailure(fail(429, '14', { minutes: 4 })).message).to.deep.equal({
      id: 'trades.code.14',
      values: { minutes: 4 },
    });
    expect(startFailure(fail(429, '15', { count: 30 })).message).to.deep.equal({
      id: 'trades.code.15',
      values: { count: 30 },
    });
    expect(en['quickSale.error.tooManyItems']).to.be.a('string');
  });

  it('validation errors, rate limits, the network and anything else keep the generic words', () => {
    const invalid = new HttpError(
      400,
      { errorCode: 'VALIDATION_ERROR', details: { fields: [{ field: 'items', message: 'tooLong' }] } },
      null,
    );
    expect(startFailure(invalid).message).to.deep.equal({ id: 'errors.invalidData' });
    expect(startFailure(new HttpError(429, { errorCode: 'TOO_MANY_REQUESTS' }, null)).message.id).to.equal(
      'errors.tooManyRequests',
    );
    expect(startFailure(new HttpError(0, null, null)).message).to.deep.equal({ id: 'errors.network' });
    expect(startFailure(new Error('boom')).message).to.deep.equal({ id: 'errors.generic' });
    expect(startFailure(fail(500, 'INTERNAL')).message).to.deep.equal({ id: 'errors.unavailable' });
  });

  it('spec trading-core 8 quick sale cancel: NOT_FOUND and ALREADY_STARTED (the bot is in the game) have their words', () => {
    expect(saleActionFailure(fail(404, 'NOT_FOUND'), 'cancel')).to.deep.equal({ id: 'quickSale.error.saleNotFound' });
    expect(saleActionFailure(fail(409, 'ALREADY_STARTED'), 'cancel')).to.deep.equal({ id: 'quickSale.cancel.tooLate' });
    expect(saleActionFailure(fail(404, 'NOT_FOUND'), 'ready')).to.deep.equal({ id: 'quickSale.error.saleNotFound' });
    expect(saleActionFailure(fail(409, 'ALREADY_STARTED'), 'ready')).to.deep.equal({ id: 'errors.generic' });
    for (const id of ['quickSale.error.saleNotFound', 'quickSale.cancel.tooLate']) expect(en[id], id).to.be.a('string');
  });

  it('spec trading-core 4: a running quick sale says where it is, in words for each stage; waiting in line and settling too', () => {
    for (const stage of QUICK_SALE_STAGES) {
      const message = saleStatusMessage(facts({ stage }));
      expect(message).to.deep.equal({ id: `quickSale.now.${stage}` });
      expect(en[message.id], stage).to.be.a('string');
    }
    expect(saleStatusMessage(facts({ delayed: true }))).to.deep.equal({ id: 'quickSale.now.delayed' });
    expect(saleStatusMessage(facts({ stage: 'done' }))).to.deep.equal({ id: 'quickSale.now.settling' });
    expect(saleStatusMessage(facts({ stage: 'something_new' }))).to.deep.equal({ id: 'quickSale.now.searching_bot' });
    expect(en['quickSale.now.delayed']).to.be.a('string');
    expect(en['quickSale.now.settling']).to.be.a('string');
  });

  it('spec trading-core 4 quick sale ends: finished says what was paid, cancelled says so, failed and expired say the code (300-308, friendship)', () => {
    const paid = { amount: 420, currency: 'usd' as const };
    expect(saleStatusMessage(facts({ state: 'finished', stage: 'done', paid }))).to.deep.equal({
      id: 'quickSale.now.finished',
    });
    expect(en['quickSale.now.finished']).to.include('{amount}');
    expect(
      saleStatusMessage(facts({ state: 'finished', stage: 'done', paid: { amount: 0, currency: 'usd' } })).id,
    ).to.equal('quickSale.now.finishedUnpaid');
    expect(saleStatusMessage(facts({ state: 'cancelled', stage: 'done' }))).to.deep.equal({
      id: 'quickSale.now.cancelled',
    });
    for (const code of QUICK_SALE_CODES) {
      const message = saleStatusMessage(facts({ state: 'failed', stage: 'done', code }));
      expect(message.id).to.equal(`trades.code.${code}`);
      expect(en[message.id], code).to.be.a('string');
    }
    expect(saleStatusMessage(facts({ state: 'expired', stage: 'done', code: 'FRIEND_TIMEOUT' })).id).to.equal(
      'trades.code.FRIEND_TIMEOUT',
    );
    expect(saleStatusMessage(facts({ state: 'failed', stage: 'done', code: 'CLIENT_FRIEND_LIMIT' })).id).to.equal(
      'trades.code.CLIENT_FRIEND_LIMIT',
    );
    expect(saleStatusMessage(facts({ state: 'failed', stage: 'done', code: null }))).to.deep.equal({
      id: 'trades.code.unknown',
      values: { code: '?' },
    });
  });

  it('spec trading-core 4: the stages shown, each with its words, Ready among them; the steps to follow show while the game part runs', () => {
    expect([...QUICK_SALE_STAGES]).to.deep.equal([
      'searching_bot',
      'checking_friendship',
      'adding_friend',
      'pending_ready',
      'bot_enabling',
      'trading',
    ]);
    for (const stage of [...QUICK_SALE_STAGES, 'finished', 'failed', 'expired', 'cancelled', 'settling'])
      expect(en[`quickSale.stage.${stage}`], stage).to.be.a('string');
    for (const state of ['active', 'finished', 'failed', 'expired', 'cancelled'])
      expect(en[`quickSale.state.${state}`], state).to.be.a('string');
    expect(showsSteps({ state: 'active', stage: 'pending_ready' })).to.equal(true);
    expect(showsSteps({ state: 'active', stage: 'done' })).to.equal(false);
    expect(showsSteps({ state: 'finished', stage: 'done' })).to.equal(false);
  });

  it('spec trading-core 4: waiting for Ready is a stage of its own on the timeline, with the times of the stages reached', () => {
    const sale = {
      state: 'active' as const,
      stage: 'pending_ready',
      timeline: entries('searching_bot', 'checking_friendship', 'adding_friend', 'pending_ready'),
      endedAt: null,
    };
    const timeline = tradeTimeline(sale, QUICK_SALE_STAGES);
    expect(timeline.steps.map((s) => [s.stage, s.state, s.at])).to.deep.equal([
      ['searching_bot', 'done', at(0)],
      ['checking_friendship', 'done', at(1)],
      ['adding_friend', 'done', at(2)],
      ['pending_ready', 'current', at(3)],
      ['bot_enabling', 'pending', null],
      ['trading', 'pending', null],
    ]);
    // Already friends: no friend request; paid at the end.
    const finished = tradeTimeline(
      {
        state: 'finished',
        stage: 'done',
        timeline: entries(
          'searching_bot',
          'checking_friendship',
          'pending_ready',
          'bot_enabling',
          'trading',
          'finished',
        ),
        endedAt: at(5),
      },
      QUICK_SALE_STAGES,
    );
    expect(finished.steps.map((s) => s.state)).to.deep.equal(['done', 'done', 'skipped', 'done', 'done', 'done']);
    expect(finished.end).to.deep.equal({ state: 'finished', at: at(5) });
    // The seller never pressed Ready: it timed out there.
    const expired = tradeTimeline(
      {
        state: 'expired',
        stage: 'done',
        timeline: entries('searching_bot', 'checking_friendship', 'adding_friend', 'pending_ready', 'expired'),
        endedAt: null,
      },
      QUICK_SALE_STAGES,
    );
    expect(expired.steps.map((s) => s.state)).to.deep.equal(['done', 'done', 'done', 'failed', 'pending', 'pending']);
    expect(expired.end).to.deep.equal({ state: 'expired', at: at(4) });
  });

  it('running quick sales come first, then the latest that ended; newest first within each', () => {
    const sale = (id: string, state: QuickSaleView['state'], minute: number) => ({ id, state, createdAt: at(minute) });
    const sorted = [
      sale('old', 'finished', 1),
      sale('run1', 'active', 2),
      sale('new', 'failed', 5),
      sale('run2', 'active', 3),
    ]
      .sort(byRelevance)
      .map((s) => s.id);
    expect(sorted).to.deep.equal(['run2', 'run1', 'new', 'old']);
  });

  it('the current quick sales: running ones, ones seen running on the page, and ones that ended in the last 10 minutes; the rest are earlier', () => {
    const now = Date.parse(at(30));
    const ended = (minute: number) => new Date(now - minute * 60_000).toISOString();
    const sales = [
      { id: 'old', state: 'finished' as const, createdAt: at(1), endedAt: ended(25) },
      { id: 'watched', state: 'failed' as const, createdAt: at(2), endedAt: ended(20) },
      { id: 'run', state: 'active' as const, createdAt: at(3), endedAt: null },
      { id: 'recent', state: 'cancelled' as const, createdAt: at(4), endedAt: ended(2) },
    ];
    const { current, earlier } = splitSales(sales, new Set(['watched', 'run']), now);
    expect(current.map((s) => s.id)).to.deep.equal(['run', 'recent', 'watched']);
    expect(earlier.map((s) => s.id)).to.deep.equal(['old']);
    expect(RECENT_END_MS).to.equal(10 * 60_000);
    for (const kind of ['current', 'earlier']) expect(en[`quickSale.list.${kind}`], kind).to.be.a('string');
  });
});
