// `npm start` builds the SPA only when web/dist is missing or older than its sources, so a warm
// start skips the build. The build runs beside the starting server (scripts/start.ts), at a lower
// CPU priority so that the server is listening first; until it is done the server answers a page
// that waits for it (src/platform/http/spa.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/build', 'web/public', 'package-lock.json'];
const BUILT = 'web/dist/index.html';

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

export function webBuildIsStale(root = ROOT): boolean {
  const at = (entry: string) => path.join(root, entry);
  const builtAt = existsSync(at(BUILT)) ? statSync(at(BUILT)).mtimeMs : 0;
  return builtAt < Math.max(...SOURCES.map((s) => newestMtime(at(s))));
}

/** Starts `vite build` when the build is stale; the build ends with this process (Ctrl-C stops both). */
export function startWebBuildIfStale(): ChildProcess | undefined {
  if (!webBuildIsStale()) return undefined;
  console.log('Building the web app (web/dist) while the server starts...');
  const started = Date.now();
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const child = spawn(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (child.pid) setPriority(child.pid, 10);
  child.once('exit', (code) => {
    if (code === 0) console.log(`Web app built (web/dist) in ${Date.now() - started} ms`);
    else if (code !== null) console.error(`The web build failed (exit ${code}): run \`npm run build\` to see why.`);
  });
  process.once('exit', () => child.kill());
  return child;
}

// Run directly (`tsx scripts/build-web-if-stale.ts`): build in the foreground, as before.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  startWebBuildIfStale()?.once('exit', (code) => process.exit(code ?? 1));
}
