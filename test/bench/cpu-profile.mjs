// Diagnosis preload for the benchmarks (NODE_OPTIONS=--import <this file>): SIGUSR2 starts the V8 CPU
// profiler, the next SIGUSR2 stops it and writes <BENCH_CPU_PROF_DIR>/<BENCH_CPU_PROF_NAME>-<n>.cpuprofile
// (open it in Chrome DevTools). Plain JavaScript so that it loads before tsx does.
import inspector from 'node:inspector';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.BENCH_CPU_PROF_DIR ?? '.';
const name = process.env.BENCH_CPU_PROF_NAME ?? 'process';
const session = new inspector.Session();
session.connect();
let running = false;
let n = 0;
const post = (method, params = {}) =>
  new Promise((resolve, reject) =>
    session.post(method, params, (err, result) => (err ? reject(err) : resolve(result))),
  );

process.on('SIGUSR2', () => {
  if (!running) {
    running = true;
    post('Profiler.enable')
      .then(() => post('Profiler.setSamplingInterval', { interval: 250 }))
      .then(() => post('Profiler.start'))
      .catch((err) => console.error('cpu profile: could not start', err));
  } else {
    running = false;
    post('Profiler.stop')
      .then(({ profile }) => {
        const file = path.join(dir, `${name}-${++n}.cpuprofile`);
        writeFileSync(file, JSON.stringify(profile));
        console.log(`CPU_PROFILE_WRITTEN ${file}`);
      })
      .catch((err) => console.error('cpu profile: could not stop', err));
  }
});
