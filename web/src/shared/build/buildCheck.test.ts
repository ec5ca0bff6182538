import { expect } from 'chai';
import { BUILD_POLL_INTERVAL_MS, isAnnouncementNews, isNewBuild, manifestUrl, pollBuild } from './buildCheck';

describe('build check: the manifest poll (spec accounts-platform 4.13)', () => {
  it('spec 4.13: polls the latest-build manifest with a timestamp query, every 5 minutes', () => {
    expect(manifestUrl(1_700_000_000_000)).to.equal('/build.json?t=1700000000000');
    expect(BUILD_POLL_INTERVAL_MS).to.equal(300_000);
  });

  it('spec 4.13: a new build is one whose id differs from the page’s own', () => {
    expect(isNewBuild('b1', { buildId: 'b2', builtAt: '2026-11-26T12:00:00Z' })).to.equal(true);
    expect(isNewBuild('b1', { buildId: 'b1' })).to.equal(false);
  });

  it('an answer that is no manifest, or a page that knows no build of its own (dev server), is no news', () => {
    for (const answer of [null, 'b2', {}, { buildId: '' }, { buildId: 7 }, '<!doctype html>']) {
      expect(isNewBuild('b1', answer), JSON.stringify(answer)).to.equal(false);
    }
    expect(isNewBuild(null, { buildId: 'b2' })).to.equal(false);
  });

  it('spec 4.13: pollBuild asks for the manifest with the time and compares ids; a failed request is no news', async () => {
    const asked: string[] = [];
    const answer = (buildId: string) => async (url: string) => {
      asked.push(url);
      return { buildId };
    };
    expect(await pollBuild('b1', answer('b2'), 42)).to.equal(true);
    expect(await pollBuild('b1', answer('b1'), 43)).to.equal(false);
    expect(asked).to.deep.equal(['/build.json?t=42', '/build.json?t=43']);
    expect(await pollBuild('b1', () => Promise.reject(new Error('offline')), 44)).to.equal(false);
    expect(await pollBuild(null, answer('b2'), 45), 'dev server: never asks').to.equal(false);
    expect(asked).to.have.length(2);
  });

  it('spec 4.10: REFRESH_PAGE naming the page’s own build is ignored; another build or none (sent by hand) is news', () => {
    expect(isAnnouncementNews('b1', 'b1')).to.equal(false);
    expect(isAnnouncementNews('b1', 'b2')).to.equal(true);
    expect(isAnnouncementNews('b1', null)).to.equal(true);
    expect(isAnnouncementNews(null, 'b2'), 'dev server page').to.equal(false);
    expect(isAnnouncementNews(null, null)).to.equal(true);
  });
});
