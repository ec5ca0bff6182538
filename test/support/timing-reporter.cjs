// A spec reporter that also writes how long each test file took, hooks included, to test/durations.json (or
// TIMING_OUT): `npm run test:durations`. test/mocharc.all.cjs starts the slowest files first from it. Run it serially:
// in parallel mode the main process hears a file's events only when the file has finished.
const fs = require('node:fs');
const path = require('node:path');
const Mocha = require('mocha');

const { EVENT_SUITE_BEGIN, EVENT_SUITE_END, EVENT_RUN_END } = Mocha.Runner.constants;
const ROOT = path.join(__dirname, '../..');

class TimingReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const files = new Map();
    runner.on(EVENT_SUITE_BEGIN, (suite) => {
      if (suite.file && !files.has(suite.file)) files.set(suite.file, { start: Date.now(), end: Date.now() });
    });
    runner.on(EVENT_SUITE_END, (suite) => {
      if (suite.file && files.has(suite.file)) files.get(suite.file).end = Date.now();
    });
    runner.once(EVENT_RUN_END, () => {
      const seconds = [...files]
        .map(([file, { start, end }]) => [path.relative(ROOT, file), Math.round((end - start) / 100) / 10])
        .sort((a, b) => b[1] - a[1]);
      const out = process.env.TIMING_OUT ?? path.join(ROOT, 'test/durations.json');
      fs.writeFileSync(out, `${JSON.stringify(Object.fromEntries(seconds), null, 1)}\n`);
    });
  }
}

module.exports = TimingReporter;
