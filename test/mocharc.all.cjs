// The whole suite's files, the slowest first, in one place: `npm test` runs them one at a time (--no-parallel); `npm run
// test:parallel` two at a time (each file already has its own cloned database), so that no long file starts last.
// `npm test` and CI stay serial: under parallel load a few e2e waits and child-process start-ups time out now and then. test/durations.json holds each file's last measured
// seconds (written by the timing reporter); files missing from it count as slow, so a new file starts early.
const fs = require('node:fs');
const path = require('node:path');

const base = JSON.parse(fs.readFileSync(path.join(__dirname, '../.mocharc.json'), 'utf8'));
const durationsFile = path.join(__dirname, 'durations.json');
const durations = fs.existsSync(durationsFile) ? JSON.parse(fs.readFileSync(durationsFile, 'utf8')) : {};
const UNKNOWN = 1e6;

const ROOT = path.join(__dirname, '..');
const testsUnder = (dir) =>
  fs
    .readdirSync(path.join(ROOT, dir), { recursive: true })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `${dir}/${name.split(path.sep).join('/')}`)
    .sort();

const files = ['test/e2e', 'test/integration', 'test/unit', 'web/src']
  .flatMap(testsUnder)
  .sort((a, b) => (durations[b] ?? UNKNOWN) - (durations[a] ?? UNKNOWN));

module.exports = {
  ...base,
  parallel: true,
  jobs: Number(process.env.TEST_JOBS ?? 2), // 2 measured faster than 4 on 2 cores: the suite is CPU-bound
  spec: files,
};
