import type { IncomingMessage } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';

/** One log line per request with method, path, status and duration; secrets are redacted by the logger. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    // originalUrl: routers mounted on /api rewrite req.url to the part after their mount path.
    customSuccessMessage: (req, res, responseTime) =>
      `${req.method} ${originalUrl(req)} ${res.statusCode} ${Math.round(responseTime)}ms`,
    customErrorMessage: (req, res) => `${req.method} ${originalUrl(req)} ${res.statusCode}`,
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    // Static assets would drown the log; API calls and page loads are what an operator reads.
    autoLogging: { ignore: (req) => /^\/assets\//.test(req.url ?? '') },
  });
}

const originalUrl = (req: IncomingMessage) => (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url;
