// HTTP baseline: a plain Express 5 app serving the same JSON bodies as the real server, from memory.
// BODIES is a JSON object { "/api/status": <body>, ... }. Prints "BASELINE_LISTENING <url>".
import express from 'express';
import type { AddressInfo } from 'node:net';

const bodies = JSON.parse(process.env.BODIES ?? '{}') as Record<string, unknown>;
const app = express();
for (const [route, body] of Object.entries(bodies)) {
  app.get(route, (_req, res) => {
    res.json(body);
  });
}
const server = app.listen(0, '127.0.0.1', () => {
  console.log(`BASELINE_LISTENING http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
