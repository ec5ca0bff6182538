// Lighthouse (default mobile emulation, performance + accessibility) on the real server's home pages
// `/` and `/ru/`, against a minimal static page from a plain node:http server in the same run.
// Needs the system Chromium; without it the benchmark is skipped with the install command.
import { writeFile } from 'node:fs/promises';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { artifactPath, chromiumPath } from '../support/browser';
import { round, timedStart, type BenchOutcome, type BenchResult } from './common';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const PAGES = ['/', '/ru/'];
/** Runs per page; the run with the median performance score is reported, as Lighthouse advises. */
const RUNS = 3;

const METRICS = [
  { id: 'first-contentful-paint', metric: 'FCP', unit: 'ms', digits: 0 },
  { id: 'largest-contentful-paint', metric: 'LCP', unit: 'ms', digits: 0 },
  { id: 'total-blocking-time', metric: 'TBT', unit: 'ms', digits: 0 },
  { id: 'cumulative-layout-shift', metric: 'CLS', unit: '', digits: 3 },
  { id: 'total-byte-weight', metric: 'total byte weight', unit: 'kB', digits: 1, scale: 1 / 1000 },
] as const;

interface PageRun {
  scores: Record<'performance' | 'accessibility', number>;
  metrics: number[];
  findings: string[];
  report: string;
}

/** Audits of both categories that cost points: failing a11y checks, slow metrics, missed savings. */
function losingAudits(lhr: Result): string[] {
  const lines: string[] = [];
  for (const categoryId of ['performance', 'accessibility']) {
    for (const ref of lhr.categories[categoryId]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      const where = culprits(audit.details);
      lines.push(
        `[${categoryId}] ${audit.id}: ${audit.title}${value}, score ${round(audit.score * 100)}${where ? ` at ${where}` : ''}`,
      );
    }
  }
  return lines;
}

/** The first few elements or URLs an audit blames, so the finding says where to look. */
function culprits(details: unknown): string {
  // Most audits list rows; a few (e.g. the LCP breakdown's insight) hold an object there instead.
  const found = (details as { items?: unknown } | undefined)?.items;
  const items: unknown[] = Array.isArray(found) ? found : [];
  const names = items.flatMap((item) => {
    const { node, url } = item as { node?: { selector?: string; snippet?: string }; url?: unknown };
    const name =
      node?.selector ?? node?.snippet ?? (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') : undefined);
    return name ? [name] : [];
  });
  const more = names.length > 3 ? ` and ${names.length - 3} more` : '';
  return (
    names
      .slice(0, 3)
      .map((n) => `\`${n}\``)
      .join(', ') + more
  );
}

/** Several runs of one URL; the one with the median performance score, and the scores of all. */
async function medianRun(url: string, port: number): Promise<PageRun & { allScores: number[] }> {
  const runs: PageRun[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url, port));
  console.log(
    `  ${url}: performance ${runs.map((r) => r.scores.performance).join(' / ')}, accessibility ${runs.map((r) => r.scores.accessibility).join(' / ')}`,
  );
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return { ...sorted[Math.floor(sorted.length / 2)]!, allScores: runs.map((r) => r.scores.performance) };
}

async function audit(url: string, port: number): Promise<PageRun> {
  const run = await lighthouse(url, {
    port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = run;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility') },
    metrics: METRICS.map((m) =>
      round((lhr.audits[m.id]?.numericValue ?? NaN) * ('scale' in m ? m.scale : 1), m.digits),
    ),
    findings: [...(lhr.runWarnings ?? []).map((w) => `[warning] ${w}`), ...losingAudits(lhr)],
    report: Array.isArray(run.report) ? run.report.join('\n') : run.report,
  };
}

export async function lighthouseBench(appUrl: string): Promise<BenchOutcome> {
  let chromePath: string;
  try {
    chromePath = chromiumPath();
  } catch {
    return {
      results: [],
      skipped:
        'no Chromium: install it with `apt-get update && apt-get install -y chromium` (or set PUPPETEER_EXECUTABLE_PATH)',
    };
  }
  const { server: staticServer, match } = await timedStart(
    'test/bench/baseline-static.ts',
    {},
    /STATIC_LISTENING (http:\/\/\S+)/,
    30_000,
  );
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  try {
    const baseline = await medianRun(match[1]!, chrome.port);
    const results: BenchResult[] = [];
    const findings = baseline.findings.map((f) => `lighthouse baseline page: ${f}`);
    for (const page of PAGES) {
      const run = await medianRun(new URL(page, appUrl).href, chrome.port);
      const name = page === '/' ? 'home' : page.replaceAll('/', '');
      const reportFile = artifactPath(`lighthouse-${name}.html`);
      await writeFile(reportFile, run.report);
      findings.push(...run.findings.map((f) => `lighthouse ${page}: ${f}`));
      results.push(
        {
          bench: 'lighthouse',
          metric: `${page} performance score`,
          unit: '/100',
          value: run.scores.performance,
          baseline: baseline.scores.performance,
          better: 'higher',
          note: `median of ${RUNS} runs (${run.allScores.join(' / ')}; baseline ${baseline.allScores.join(' / ')}); report: test/artifacts/lighthouse-${name}.html`,
        },
        {
          bench: 'lighthouse',
          metric: `${page} accessibility score`,
          unit: '/100',
          value: run.scores.accessibility,
          baseline: baseline.scores.accessibility,
          better: 'higher',
        },
        ...METRICS.map(
          (m, i): BenchResult => ({
            bench: 'lighthouse',
            metric: `${page} ${m.metric}`,
            unit: m.unit,
            value: run.metrics[i]!,
            baseline: baseline.metrics[i]!,
            better: 'lower',
          }),
        ),
      );
    }
    return { results, findings };
  } finally {
    chrome.kill();
    await staticServer.stop('SIGINT');
  }
}
