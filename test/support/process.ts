import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** The first capture group of the ready line, e.g. the URL. */
  url: string;
  match: RegExpExecArray;
  /** Wall time from spawn to the ready line. */
  readyMs: number;
  output: () => string;
  /** Sends the signal (if still running) and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts `node --import tsx <script>` and resolves when its output matches `ready`. A child that is
 * not ready in time is stopped, never left running.
 */
export function startProcess(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Keep draining both pipes for the child's whole life so a chatty child never blocks.
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop('SIGINT');
      reject(new Error(`${script} was not ready within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const check = () => {
      const match = ready.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', check);
      child.stderr!.off('data', check);
      resolve({ child, url: match[1] ?? '', match, readyMs: performance.now() - started, output: () => output, stop });
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code} before it was ready:\n${output}`));
    });
  });
}
