import { expect } from 'chai';
import { embeddedDatabaseUrl, socketFolder } from '../../src/platform/db/embedded';

describe('embedded PostgreSQL: the Unix-domain socket', () => {
  it('listens in the cluster folder when the socket path fits, and the URL goes through it', () => {
    const dir = '/srv/tradehall/.data/postgres';
    expect(socketFolder(dir, 5433)).to.equal(dir);
    const url = new URL(embeddedDatabaseUrl(5433, 'tradehall', dir));
    expect(url.searchParams.get('host')).to.equal(dir);
    expect(url.pathname).to.equal('/tradehall');
  });

  it('keeps TCP alone for a folder too deep for a socket path (107 bytes at most)', () => {
    const deep = `/home/someone/${'very-long-folder-name/'.repeat(5)}.data/postgres`;
    expect(socketFolder(deep, 5433)).to.equal(undefined);
    expect(embeddedDatabaseUrl(5433, 'tradehall', socketFolder(deep, 5433))).to.equal(
      'postgres://tradehall:tradehall@127.0.0.1:5433/tradehall',
    );
  });
});
