import { expect } from 'chai';
import { addToast, DEFAULT_SHOW_TIME, type Toast } from './toasts';
import { techWorksFromStatus } from './techWorks';
import { mergeFlags, DEFAULT_FLAGS } from './flags';

describe('toasts', () => {
  it('spec accounts-platform 3: toast defaults are showClose true, showProgress true, showTime 6000 ms', () => {
    const [toast] = addToast([], { message: { id: 'x' } }, 1);
    expect(toast).to.include({ type: 'info', showClose: true, showProgress: true, showTime: DEFAULT_SHOW_TIME });
    expect(DEFAULT_SHOW_TIME).to.equal(6000);
  });

  it('spec accounts-platform 4.8: at most 5 toasts are held; a sixth drops the oldest', () => {
    let list: Toast[] = [];
    for (let id = 1; id <= 6; id++) list = addToast(list, { message: { id: `m${id}` } }, id);
    expect(list.map((t) => t.id)).to.deep.equal([2, 3, 4, 5, 6]);
  });
});

describe('tech works', () => {
  it('spec accounts-platform 4.11: a missing or failed status counts as up', () => {
    const works = techWorksFromStatus(undefined);
    expect(works.sales.status).to.equal(true);
    expect(works.trades.status).to.equal(true);
  });

  it('spec accounts-platform 4.11: each service has its own status, datetime and textId', () => {
    const works = techWorksFromStatus({
      status: true,
      finish: null,
      services: {
        sales: { status: true, datetime: null, textId: null },
        inventory: { status: false, datetime: '2030-01-01T00:00:00Z', textId: 'update' },
        trades: { status: false, datetime: null, textId: 'bogus' as never },
        support: { status: false, datetime: null, textId: 'temporarilyNotWorking' },
      },
    });
    expect(works.support).to.deep.equal({ status: false, datetime: null, textId: 'temporarilyNotWorking' });
    expect(works.inventory).to.deep.equal({ status: false, datetime: '2030-01-01T00:00:00Z', textId: 'update' });
    expect(works.trades).to.deep.equal({ status: false, datetime: null, textId: null });
    expect(works.sales.status).to.equal(true);
  });

  it('spec accounts-platform 4.11: sales down at game level marks the sales service down', () => {
    const works = techWorksFromStatus({ status: false, finish: '2030-01-01T00:00:00Z' });
    expect(works.sales).to.include({ status: false, datetime: '2030-01-01T00:00:00Z' });
  });
});

describe('feature flags', () => {
  it('spec accounts-platform 6: defaults apply and server booleans override them', () => {
    expect(DEFAULT_FLAGS.gameSwitcher).to.equal(false);
    expect(DEFAULT_FLAGS.darkTheme).to.equal(true);
    const flags = mergeFlags(DEFAULT_FLAGS, { gameSwitcher: true, darkTheme: 'yes', newThing: false });
    expect(flags).to.include({ gameSwitcher: true, darkTheme: true, newThing: false });
  });
});
