import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '../support/free-port';
import { startProcess, type ServerProcess } from '../support/process';

/** One figure of one benchmark, next to the baseline measured in the same run. */
export interface BenchResult {
  bench: string;
  metric: string;
  unit: string;
  value: number;
  baseline?: number;
  /** Which direction is good, for the "vs baseline" column. */
  better: 'lower' | 'higher';
  note?: string;
}

export interface BenchOutcome {
  results: BenchResult[];
  /** Findings worth a human's attention (Lighthouse audits, leftover processes...). */
  findings?: string[];
  skipped?: string;
}

export const APP_READY = /running at (http:\/\/\S+) \(started in (\d+) ms\)/;

/** A fresh data folder the postgres system user may enter (root runs need 755 on the parent). */
export async function tempDataDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `tradehall-bench-${prefix}-`));
  await chmod(dir, 0o755);
  return dir;
}

export function removeDir(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}

/** Postgres processes serving this data folder (the postmaster's command line names it). */
export function postgresProcessesFor(dataDir: string): string[] {
  try {
    return execFileSync('pgrep', ['-af', dataDir], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter((line) => /postgres/.test(line));
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

/** Waits up to `ms` for the folder's postgres processes to go; returns those still there. */
export async function postgresLeftFor(dataDir: string, ms = 3000): Promise<string[]> {
  let left = postgresProcessesFor(dataDir);
  for (let waited = 0; left.length && waited < ms; waited += 100) {
    await sleep(100);
    left = postgresProcessesFor(dataDir);
  }
  return left;
}

export type Spawned = ServerProcess;

export interface TimedStart {
  server: Spawned;
  /** Wall time from spawn to the ready line. */
  wallMs: number;
  match: RegExpExecArray;
}

/** Spawns `node --import tsx script` and times it until `ready` matches its output. */
export async function timedStart(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 120_000,
): Promise<TimedStart> {
  const server = await startProcess(script, env, ready, timeoutMs);
  return { server, wallMs: server.readyMs, match: server.match };
}

/** SIGINT and the time until the process has exited. */
export async function timedStop(server: Spawned): Promise<{ code: number | null; stopMs: number }> {
  const t0 = performance.now();
  const code = await server.stop('SIGINT');
  return { code, stopMs: performance.now() - t0 };
}

/** Environment for src/main.ts on its own embedded PostgreSQL, loopback only. */
export async function appEnv(dataDir: string): Promise<Record<string, string>> {
  return {
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  };
}

/** The printed URL says localhost; 127.0.0.1 avoids a ::1 lookup against an IPv4-only listener. */
export function loopback(url: string): string {
  return url.replace('//localhost:', '//127.0.0.1:');
}

export interface RunningApp {
  url: string;
  stop(): Promise<string[]>;
}

/** The real server on a fresh temp data folder; stop() returns any postgres processes left behind. */
export async function startRealServer(label: string, env: Record<string, string> = {}): Promise<RunningApp> {
  const dataDir = await tempDataDir(label);
  const { server, match } = await timedStart('src/main.ts', { ...(await appEnv(dataDir)), ...env }, APP_READY).catch(
    async (err: unknown) => {
      await removeDir(dataDir);
      throw err;
    },
  );
  return {
    url: loopback(match[1]!),
    async stop() {
      await server.stop('SIGINT');
      const left = await postgresLeftFor(dataDir);
      await removeDir(dataDir);
      return left;
    },
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function round(value: number, digits = 0): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** utime + stime of a process in ticks, or undefined when it is gone. */
export function cpuTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** The postmaster and every process it forked (backends, autovacuum, walwriter...), with their CPU ticks. */
export function postgresTicks(postmasterPid: number): Map<number, number> {
  const result = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (pid === postmasterPid || Number(fields[1]) === postmasterPid)
        result.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // gone meanwhile
    }
  }
  return result;
}
