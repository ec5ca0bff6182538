// `npm start`: one process that starts the server at once and, when web/dist is missing or stale, builds the web
// app beside it (issue 20 part 5: a cold start listens within seconds; the page waits for the build).
import { startWebBuildIfStale } from './build-web-if-stale';

startWebBuildIfStale();
await import('../src/main');
