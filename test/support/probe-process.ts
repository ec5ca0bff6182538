// A real server process (as src/main.ts runs it against DATABASE_URL) with the probe module added.
import { loadConfig } from '../../config';
import { startApp } from '../../src/app';
import { appModules } from '../../src/modules';
import { createLogger } from '../../src/platform/logger';
import { probeModule } from './probe-module';

const config = loadConfig();
const app = await startApp({
  config,
  databaseUrl: config.databaseUrl!,
  logger: createLogger(config.logLevel),
  modules: [...appModules, probeModule],
});
console.log(`LISTENING ${app.url}`);
process.on('SIGTERM', () => void app.stop().then(() => process.exit(0)));
