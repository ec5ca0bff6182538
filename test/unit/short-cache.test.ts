import { expect } from 'chai';
import { ShortCache } from '../../src/platform/short-cache';

describe('ShortCache: hot checks remembered briefly, forgotten on a write', () => {
  it('remembers an answer for its time, then asks again', async () => {
    const cache = new ShortCache<number>(40);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).to.equal(1);
    expect(await cache.get('a', load)).to.equal(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.get('a', load)).to.equal(2);
  });

  it('keeps only the answers `keep` allows', async () => {
    const cache = new ShortCache<boolean>(10_000);
    let loads = 0;
    const revoked = async () => {
      loads++;
      return false;
    };
    await cache.get('a', revoked, (live) => live);
    await cache.get('a', revoked, (live) => live);
    expect(loads).to.equal(2);
  });

  it('an answer read while a write ran is not kept: the next read asks again and sees the write', async () => {
    const cache = new ShortCache<string>(10_000);
    let stored = 'before';
    let release!: () => void;
    const slowRead = cache.get('a', async () => {
      const seen = stored;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return seen;
    });
    await cache.changing(async () => {
      stored = 'after';
    });
    release();
    expect(await slowRead).to.equal('before');
    expect(await cache.get('a', async () => stored)).to.equal('after');
  });

  it('forget drops every answer (a signal from another process)', async () => {
    const cache = new ShortCache<string>(10_000);
    await cache.get('a', async () => 'old');
    cache.forget();
    expect(await cache.get('a', async () => 'new')).to.equal('new');
  });
});
