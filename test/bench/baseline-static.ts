// Lighthouse baseline: a minimal, well-formed static HTML page from a plain node:http server.
// Prints "STATIC_LISTENING <url>".
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="description" content="A minimal static page: the Lighthouse baseline of the Tradehall benchmarks.">
    <title>Baseline | Tradehall bench</title>
    <style>body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem; color: #111; background: #fff; }</style>
  </head>
  <body>
    <main>
      <h1>Baseline page</h1>
      <p>Plain HTML and a few lines of CSS, no JavaScript.</p>
    </main>
  </body>
</html>
`;

const server = createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405).end();
    return;
  }
  if (req.url !== '/') {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    return;
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : PAGE);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`STATIC_LISTENING http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
});
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
