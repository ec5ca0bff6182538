// `npm run bots [-- options]`: the bot orchestrator and the simulated world as a worker process of
// their own against the same database as the server (no HTTP port; events reach the users' sockets
// on the server through the Socket.IO Postgres adapter). Prints a live summary every second.
import { parseArgs } from 'node:util';
import { type AppConfig, ConfigError, loadConfig } from '../config';
import { startApp } from '../src/app';
import { embeddedDatabaseUrl } from '../src/platform/db/embedded';
import { createLogger } from '../src/platform/logger';
import { SeededRandom } from '../src/platform/random';
import { GAME_GATEWAY, type GameGateway } from './gateway';
import { FleetRepo } from './orchestrator/fleet.repo';
import { FlowsRepo } from './orchestrator/flows.repo';
import { OrchestratorService } from './orchestrator/orchestrator.service';
import { SimulatedTraffic } from './simulation/traffic';
import { WorldAdmin } from './world/world-admin';
import { GAME_KEYS } from '../kernel';

const USAGE = `npm run bots -- [options]
  --bots N          bots per game in the fleet (BOTS_PER_GAME, default 5)
  --capacity N      trades a bot serves at once (BOTS_CAPACITY, default 1)
  --rate CODE=P     failure rate of a spec code, repeatable (BOTS_FAILURE_RATES), e.g. --rate 504=0.05
  --seed N          seed of every random choice (BOTS_SEED)
  --time-scale F    1 real time, 0.1 ten times faster, 0 instant (BOTS_TIME_SCALE)
  --players N       simulated players (with site users) per game for the traffic (default 20)
  --traffic F       trades started per second by the simulated users (default 0: only work queued flows)
Database: DATABASE_URL, or the embedded server that \`npm start\` runs (start it first).`;

function options() {
  const { values } = parseArgs({
    options: {
      bots: { type: 'string' },
      capacity: { type: 'string' },
      rate: { type: 'string', multiple: true },
      seed: { type: 'string' },
      'time-scale': { type: 'string' },
      players: { type: 'string', default: '20' },
      traffic: { type: 'string', default: '0' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const env: Record<string, string> = {};
  if (values.bots) env.BOTS_PER_GAME = values.bots;
  if (values.capacity) env.BOTS_CAPACITY = values.capacity;
  if (values.rate?.length) env.BOTS_FAILURE_RATES = values.rate.join(',');
  if (values.seed) env.BOTS_SEED = values.seed;
  if (values['time-scale']) env.BOTS_TIME_SCALE = values['time-scale'];
  const players = Number(values.players);
  const traffic = Number(values.traffic);
  if (!Number.isInteger(players) || players < 0 || !(traffic >= 0)) {
    console.error(`--players takes a whole number and --traffic a number of at least 0\n\n${USAGE}`);
    process.exit(2);
  }
  return { env, players, traffic };
}

async function main(): Promise<void> {
  const { env, players, traffic } = options();
  let config: AppConfig;
  try {
    config = loadConfig({ ...process.env, ...env, BOTS_WORKERS: 'true', JOBS_ENABLED: 'true' });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const databaseUrl = config.databaseUrl ?? embeddedDatabaseUrl(config.embeddedPgPort, 'tradehall');
  const app = await startApp({ config, databaseUrl, logger, serveHttp: false, workerModules: ['bots'] }).catch(
    (err: Error) => {
      console.error(
        `Cannot reach the database (${err.message}). Start the server first (npm start) or set DATABASE_URL.`,
      );
      process.exit(1);
    },
  );
  const c = app.container;
  const simulated = new SimulatedTraffic(
    c.get(OrchestratorService),
    c.get(WorldAdmin),
    c.get<GameGateway>(GAME_GATEWAY),
    new SeededRandom(config.bots.seed),
    config.bots.timeScale,
    logger,
  );
  if (traffic > 0) {
    await simulated.prepare(players);
    simulated.start(traffic);
  }
  console.log(
    `bots worker: ${config.bots.perGame} bots per game, time scale ${config.bots.timeScale}, seed ${config.bots.seed}, ` +
      `failure rates ${JSON.stringify(config.bots.failureRates)}, traffic ${traffic}/s. Ctrl-C stops.`,
  );
  const summary = startSummary(c.get(FlowsRepo), c.get(FleetRepo));

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    simulated.stop();
    clearInterval(summary);
    app.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** One line a second: flows by state and by stage, steps per second, the fleet's load and health. */
function startSummary(flows: FlowsRepo, fleet: FleetRepo): NodeJS.Timeout {
  let lastSteps: number | undefined;
  return setInterval(() => {
    void (async () => {
      const [states, stages, steps, bots] = await Promise.all([
        flows.countsByState(),
        flows.activeByStage(),
        flows.stepsTaken(),
        fleet.list(),
      ]);
      const perSecond = lastSteps === undefined ? 0 : steps - lastSteps;
      lastSteps = steps;
      const stageText =
        Object.entries(stages)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ') || 'none';
      const fleetText = GAME_KEYS.map((game) => {
        const mine = bots.filter((b) => b.game === game);
        const busy = mine.reduce((n, b) => n + b.active, 0);
        const slots = mine.reduce((n, b) => n + b.capacity, 0);
        return `${game} ${busy}/${slots} busy, ${mine.filter((b) => b.health !== 'ok').length} unhealthy`;
      }).join('; ');
      console.log(
        `${new Date().toISOString().slice(11, 19)} active ${states.active ?? 0} (${stageText}) | finished ${states.finished ?? 0}, ` +
          `failed ${states.failed ?? 0}, expired ${states.expired ?? 0}, cancelled ${states.cancelled ?? 0} | ${perSecond} steps/s | ${fleetText}`,
      );
    })().catch(() => undefined);
  }, 1000);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
