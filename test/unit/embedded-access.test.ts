import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { firstBlockedFolder } from '../../src/platform/db/embedded-access';

/**
 * Issue 20 (start-up on any machine): run as root, the embedded PostgreSQL runs as user postgres, which must be able to
 * enter every folder on the way to its binaries and its cluster; a private folder is named before initdb would fail.
 */
describe('embedded PostgreSQL: folders the server user cannot enter', () => {
  let root: string;
  const stranger = { name: 'postgres', uid: 54_321, gid: 54_321 };

  before(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'embedded-access-'));
    await fs.chmod(root, 0o755);
    await fs.mkdir(path.join(root, 'private', 'checkout'), { recursive: true });
    await fs.chmod(path.join(root, 'private'), 0o700);
    await fs.mkdir(path.join(root, 'open', 'checkout'), { recursive: true });
    await fs.chmod(path.join(root, 'open'), 0o755);
  });
  after(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it('names the private folder (mode 700) on the way to a cluster that does not exist yet', async () => {
    const blocked = await firstBlockedFolder([path.join(root, 'private', 'checkout', '.data', 'postgres')], stranger);
    expect(blocked).to.equal(path.join(root, 'private'));
  });

  it('lets through folders others may enter, and a folder the user owns', async () => {
    expect(await firstBlockedFolder([path.join(root, 'open', 'checkout', '.data')], stranger)).to.equal(null);
    const { uid, gid } = await fs.stat(path.join(root, 'private'));
    expect(await firstBlockedFolder([path.join(root, 'private', 'checkout')], { name: 'owner', uid, gid })).to.equal(
      null,
    );
  });

  it('a user not created yet (uid -1) counts as any other user', async () => {
    const fresh = { name: 'postgres', uid: -1, gid: -1 };
    expect(await firstBlockedFolder([path.join(root, 'private', 'checkout')], fresh)).to.equal(
      path.join(root, 'private'),
    );
  });
});
