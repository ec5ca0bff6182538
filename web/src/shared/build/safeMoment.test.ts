import { expect } from 'chai';
import { createReloadScheduler, isSafeMoment, type PageActivity } from './safeMoment';

const idle: PageActivity = { modalOpen: false, formDirty: false, stepInProgress: false };

function page(activity: Partial<PageActivity> = {}, hidden = false) {
  const state = { activity: { ...idle, ...activity }, hidden, reloads: 0 };
  const scheduler = createReloadScheduler({
    activity: () => state.activity,
    isHidden: () => state.hidden,
    reload: () => void state.reloads++,
  });
  return { state, scheduler };
}

describe('build check: the safe moment to reload (spec accounts-platform 4.10 REFRESH_PAGE, 4.13)', () => {
  it('a hidden tab or a route change with nothing under way is safe', () => {
    expect(isSafeMoment('hidden', idle)).to.equal(true);
    expect(isSafeMoment('route-change', idle)).to.equal(true);
  });

  it('never while a modal is open or a payment or trade step is in progress, at either moment', () => {
    for (const moment of ['hidden', 'route-change'] as const) {
      expect(isSafeMoment(moment, { ...idle, modalOpen: true }), moment).to.equal(false);
      expect(isSafeMoment(moment, { ...idle, stepInProgress: true }), moment).to.equal(false);
    }
  });

  it('a dirty form keeps a hidden tab from reloading; moving to another screen leaves the form behind anyway', () => {
    expect(isSafeMoment('hidden', { ...idle, formDirty: true })).to.equal(false);
    expect(isSafeMoment('route-change', { ...idle, formDirty: true })).to.equal(true);
  });

  it('spec 4.10: REFRESH_PAGE on a visible page waits for the next safe moment, then reloads once', () => {
    const { state, scheduler } = page({ formDirty: true });
    scheduler.request();
    expect(state.reloads, 'not under the user’s hands').to.equal(0);
    scheduler.moment('hidden');
    expect(state.reloads, 'hidden with a dirty form').to.equal(0);
    scheduler.moment('route-change');
    expect(state.reloads).to.equal(1);
    expect(scheduler.pending).to.equal(false);
    scheduler.moment('route-change');
    expect(state.reloads, 'once').to.equal(1);
  });

  it('spec 4.10: a tab already hidden when the new build is announced reloads at once when nothing is under way', () => {
    const hidden = page({}, true);
    hidden.scheduler.request();
    expect(hidden.state.reloads).to.equal(1);
    const busy = page({ stepInProgress: true }, true);
    busy.scheduler.request();
    expect(busy.state.reloads).to.equal(0);
    busy.state.activity = idle;
    busy.scheduler.moment('hidden');
    expect(busy.state.reloads, 'once the step is over').to.equal(1);
  });

  it('moments without a pending reload do nothing', () => {
    const { state, scheduler } = page();
    scheduler.moment('hidden');
    scheduler.moment('route-change');
    expect(state.reloads).to.equal(0);
  });
});
