// The SPA the bundle and Lighthouse benchmarks measure: built by the project's Vite config into a
// private temp folder, so a concurrent `npm run build` (which empties web/dist) cannot pull the files
// from under the running server, and both benchmarks see the same build.
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../support/process';
import { removeDir, sleep } from './common';

export interface WebBuild {
  dir: string;
  /** Set when the fresh build failed and an existing web/dist was measured instead. */
  warning?: string;
}

function viteBuild(outDir: string): void {
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  execFileSync(
    process.execPath,
    [vite, 'build', '--config', 'web/vite.config.ts', '--outDir', outDir, '--logLevel', 'error'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

export async function buildWeb(): Promise<WebBuild> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tradehall-bench-web-'));
  let error: unknown;
  // web/ may be mid-edit: one retry after a pause before giving up on a fresh build.
  for (const pause of [0, 20_000]) {
    if (pause) {
      console.log(`web build failed; retrying in ${pause / 1000} s`);
      await sleep(pause);
    }
    try {
      viteBuild(dir);
      return { dir };
    } catch (err) {
      error = err;
    }
  }
  const dist = path.join(ROOT, 'web/dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    await removeDir(dir);
    throw error;
  }
  await cp(dist, dir, { recursive: true });
  return {
    dir,
    warning: `the web build failed twice (${String((error as Error).message).split('\n')[0]}); measured a copy of the existing web/dist`,
  };
}
