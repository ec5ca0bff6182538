import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from './clock';
import type { Logger } from './logger';
import type { Notifier } from './realtime';

/**
 * Build check (spec accounts-platform 4.10, 4.13). The web build writes `build.json` (web/build/buildManifest.ts); the
 * SPA knows the id it was built with and polls this file. A process that starts serving another build than the last
 * one announced tells open pages at once with REFRESH_PAGE (the poll is the fallback); pages reload at a safe moment
 * (web/src/shared/build/safeMoment.ts).
 */
export const BUILD_MANIFEST_FILE = 'build.json';
/** Spelled as the web client spells it (web/src/shared/realtime/notifications.ts). */
export const REFRESH_PAGE = 'REFRESH_PAGE';
/** Where the last announced build id is kept, in DATA_DIR: it must survive a restart. */
const ANNOUNCED_FILE = 'announced-build.json';

export interface BuildManifest {
  buildId: string;
  builtAt: string;
}

/** The manifest of the build in `webDist`, or null when the web app is not built (or the file is not a manifest). */
export async function readBuildManifest(webDist: string): Promise<BuildManifest | null> {
  try {
    const parsed = JSON.parse(
      await readFile(path.join(webDist, BUILD_MANIFEST_FILE), 'utf8'),
    ) as Partial<BuildManifest>;
    return typeof parsed.buildId === 'string' && parsed.buildId
      ? { buildId: parsed.buildId, builtAt: String(parsed.builtAt ?? '') }
      : null;
  } catch {
    return null;
  }
}

/**
 * Broadcasts REFRESH_PAGE { buildId } when the build served differs from the last one announced from this data
 * directory, then remembers it. Called once Socket.IO is attached: the broadcast crosses processes through Postgres, so
 * pages still connected to an older process hear it. Announcing twice is harmless (a page whose build is the one
 * announced ignores it); the remembered id only keeps a plain restart from announcing again.
 */
export async function announceNewBuild(deps: {
  webDist: string;
  dataDir: string;
  notifier: Notifier;
  logger: Logger;
  clock: Clock;
}): Promise<boolean> {
  const manifest = await readBuildManifest(deps.webDist);
  if (!manifest) return false;
  const file = path.join(deps.dataDir, ANNOUNCED_FILE);
  const last = await readFile(file, 'utf8').then(
    (text) => (JSON.parse(text) as { buildId?: unknown }).buildId,
    () => undefined,
  );
  if (last === manifest.buildId) return false;
  deps.notifier.broadcast(REFRESH_PAGE, { buildId: manifest.buildId });
  try {
    await mkdir(deps.dataDir, { recursive: true });
    await writeFile(
      file,
      `${JSON.stringify({ buildId: manifest.buildId, announcedAt: deps.clock.now().toISOString() })}\n`,
    );
  } catch (err) {
    // Not fatal: the next start announces again, which open pages of this build ignore.
    deps.logger.warn({ err, file }, 'could not remember the announced build');
  }
  deps.logger.info({ buildId: manifest.buildId }, 'new build announced (REFRESH_PAGE)');
  return true;
}
