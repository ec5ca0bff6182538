// The end-of-run table and test/artifacts/bench.json.
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { artifactPath } from '../support/browser';
import { ROOT } from '../support/process';
import type { BenchOutcome, BenchResult } from './common';

/** Other work on the machine skews every figure: the report says how busy it was. */
const LOAD_AT_START = os.loadavg().map((l) => Number(l.toFixed(2)));

export interface BenchRecord extends Partial<BenchOutcome> {
  name: string;
  status: 'ok' | 'skipped' | 'failed';
  error?: string;
  durationMs: number;
}

function formatNumber(n: number): string {
  return Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: 3 }) : String(n);
}

function withUnit(n: number, unit: string): string {
  return `${formatNumber(n)}${unit ? (unit.startsWith('/') ? unit : ` ${unit}`) : ''}`;
}

/** "+12 (1.20x), worse" against the baseline, judged by the result's good direction. */
function versus(r: BenchResult): string {
  if (r.baseline === undefined) return '';
  const diff = r.value - r.baseline;
  const sign = diff > 0 ? '+' : diff < 0 ? '-' : '±';
  const ratio = r.baseline ? ` (${(r.value / r.baseline).toFixed(2)}x)` : '';
  return `${sign}${formatNumber(Math.abs(Number(diff.toFixed(3))))}${ratio}`;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  const line = (row: string[]) =>
    row.map((cell, col) => (col >= 2 ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!))).join('  ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

export function printReport(records: BenchRecord[]): void {
  const results = records.flatMap((r) => r.results ?? []);
  const rows = [['bench', 'metric', 'Tradehall', 'baseline', 'vs baseline']];
  for (const r of results) {
    rows.push([
      r.bench,
      r.metric,
      withUnit(r.value, r.unit),
      r.baseline === undefined ? '' : withUnit(r.baseline, r.unit),
      versus(r),
    ]);
  }
  console.log('\n=== Tradehall benchmarks ===\n');
  console.log(results.length ? table(rows) : '(no results)');
  const notes = results.filter((r) => r.note).map((r) => `  ${r.bench} / ${r.metric}: ${r.note}`);
  if (notes.length) console.log(`\nNotes (baselines are measured in the same run):\n${notes.join('\n')}`);
  const findings = records.flatMap((r) => r.findings ?? []);
  if (findings.length) console.log(`\nFindings:\n${findings.map((f) => `  - ${f}`).join('\n')}`);
  for (const r of records) {
    if (r.status === 'skipped') console.log(`\nSKIPPED ${r.name}: ${r.skipped}`);
    if (r.status === 'failed') console.log(`\nFAILED ${r.name}: ${r.error}`);
  }
  console.log(`\n${records.map((r) => `${r.name} ${r.status} in ${(r.durationMs / 1000).toFixed(1)} s`).join(', ')}`);
  console.log(
    `${os.cpus().length} CPUs, load average at start ${LOAD_AT_START.join(' ')}, now ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

function gitCommit(): string | undefined {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit}+dirty` : commit;
  } catch {
    return undefined;
  }
}

export async function writeReport(records: BenchRecord[]): Promise<string> {
  const file = artifactPath('bench.json');
  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    loadAverageAtStart: LOAD_AT_START,
    benches: records,
  };
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
