// Bundle: gzip size of the JavaScript the home page loads up front (entry module + modulepreloads in
// the built index.html) against the 170 kB budget, and against react + react-dom alone, built by Vite
// in the same run, so the app's own share is visible. Also lists the largest lazy chunks.
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { ROOT } from '../support/process';
import { round, type BenchOutcome } from './common';

const BUDGET_KB = 170;
const LARGEST_LAZY = 5;

const gzipSize = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length;
const kb = (bytes: number) => round(bytes / 1000, 1);

/** `/assets/x.js` paths of the entry module scripts and modulepreload links of index.html. */
export function initialScripts(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    if (/\btype=["']?module\b/.test(tag)) found.add(/\bsrc=["']?([^"' >]+)/.exec(tag)?.[1] ?? '');
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (/\brel=["']?modulepreload\b/.test(tag)) found.add(/\bhref=["']?([^"' >]+)/.exec(tag)?.[1] ?? '');
  }
  found.delete('');
  return [...found];
}

/** react + react-dom production, minified by the same Vite, from a two-line entry. */
async function reactBaseline(): Promise<number> {
  // Inside the project so `react` resolves from its node_modules; test/artifacts is gitignored.
  const dir = path.join(ROOT, 'test/artifacts/bench-react-baseline');
  await mkdir(dir, { recursive: true });
  const entry = path.join(dir, 'main.js');
  await writeFile(
    entry,
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(createElement('p', null, 'hello'));\n",
  );
  try {
    const out = (await build({
      configFile: false,
      root: dir,
      mode: 'production',
      logLevel: 'silent',
      build: { write: false, target: 'es2022', rollupOptions: { input: entry } },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    const chunks = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output).filter((o) => o.type === 'chunk');
    return chunks.reduce((sum, c) => sum + gzipSize(c.code), 0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function bundleBench(dist: string): Promise<BenchOutcome> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const initial = initialScripts(html);
  if (!initial.length) throw new Error('web/dist/index.html has no <script type="module">');
  const sizes = new Map<string, number>();
  for (const file of (await readdir(path.join(dist, 'assets'))).filter((f) => f.endsWith('.js'))) {
    sizes.set(`/assets/${file}`, gzipSize(await readFile(path.join(dist, 'assets', file))));
  }
  const initialBytes = initial.reduce((sum, src) => {
    const size = sizes.get(src);
    if (size === undefined) throw new Error(`index.html loads ${src}, which is not in assets/`);
    return sum + size;
  }, 0);
  const lazy = [...sizes].filter(([src]) => !initial.includes(src)).sort((a, b) => b[1] - a[1]);
  const reactBytes = await reactBaseline();
  const used = (100 * initialBytes) / (BUDGET_KB * 1000);
  const findings =
    initialBytes > BUDGET_KB * 1000
      ? [`bundle: initial JS ${kb(initialBytes)} kB gzip is over the ${BUDGET_KB} kB budget`]
      : [];
  return {
    findings,
    results: [
      {
        bench: 'bundle',
        metric: `initial JS, gzip -9 (${initial.length} file${initial.length > 1 ? 's' : ''})`,
        unit: 'kB',
        value: kb(initialBytes),
        baseline: kb(reactBytes),
        better: 'lower',
        note: `budget ${BUDGET_KB} kB: ${used <= 100 ? 'within' : 'OVER'} (${round(used)}%); app share ${kb(initialBytes - reactBytes)} kB; baseline: react + react-dom alone`,
      },
      {
        bench: 'bundle',
        metric: `lazy JS chunks, gzip -9 (${lazy.length} files)`,
        unit: 'kB',
        value: kb(lazy.reduce((sum, [, size]) => sum + size, 0)),
        better: 'lower',
        note: `largest: ${lazy
          .slice(0, LARGEST_LAZY)
          .map(([src, size]) => `${path.basename(src)} ${kb(size)} kB`)
          .join(', ')}`,
      },
    ],
  };
}
