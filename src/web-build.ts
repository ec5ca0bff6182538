// `npm start` (src/main.ts --build-web) builds the SPA when web/dist is missing or older than its sources, in a child
// process beside the database's start-up (initdb, migrations, demo data): the two do not depend on each other, and the
// server only listens once both are done. A warm start skips the build.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['web/src', 'web/build', 'web/index.html', 'web/vite.config.ts', 'web/public', 'package-lock.json'];
const DIST = 'web/dist';

export class WebBuildError extends Error {}

export interface WebBuild {
  /** Resolves when the build has written web/dist; rejects with a WebBuildError when it failed. */
  done: Promise<void>;
}

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/** Whether web/dist is missing or older than a source of the SPA. */
export function webDistIsStale(): boolean {
  const built = path.join(ROOT, DIST, 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  return builtAt < Math.max(...SOURCES.map((entry) => newestMtime(path.join(ROOT, entry))));
}

/**
 * Starts `vite build` into web/dist when it is stale and `webDist` is web/dist (another WEB_DIST is a build made
 * elsewhere); undefined when there is nothing to build. Vite prints its warnings and errors to this terminal.
 */
export function startWebBuildIfStale(webDist: string): WebBuild | undefined {
  if (path.resolve(webDist) !== path.join(ROOT, DIST) || !webDistIsStale()) return undefined;
  console.log(`Building the web app (${DIST}) while the database starts...`);
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [vite, 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const started = performance.now();
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', (err) => reject(new WebBuildError(`The web build could not start: ${err.message}`)));
    child.once('exit', (code, signal) => {
      if (code === 0) {
        console.log(`Web app built in ${Math.round(performance.now() - started)} ms`);
        resolve();
      } else
        reject(
          new WebBuildError(
            `The web build failed (vite build exited with ${signal ?? code}; its output is above). ` +
              'Fix it and run `npm start` again, or build with `npm run build` to see every chunk.',
          ),
        );
    });
  });
  // Awaited only once the database is up: a failure in the meantime must not count as unhandled.
  done.catch(() => {});
  // A start-up that fails elsewhere (process.exit) does not leave the build running on.
  process.once('exit', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });
  return { done };
}
