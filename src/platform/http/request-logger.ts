import type { IncomingMessage } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';

/** One log line per request with method, path, status and duration; secrets are redacted by the logger. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    genReqId: nextRequestId,
    customLogLevel: (_req, res, err) => requestLogLevel(res.statusCode, err),
    // originalUrl: routers mounted on /api rewrite req.url to the part after their mount path.
    customSuccessMessage: (req, res, responseTime) =>
      requestLogMessage(req.method, originalUrl(req), res.statusCode, responseTime),
    customErrorMessage: (req, res) => requestLogMessage(req.method, originalUrl(req), res.statusCode),
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    // Static assets would drown the log; API calls and page loads are what an operator reads.
    autoLogging: { ignore: (req) => /^\/assets\//.test(req.url ?? '') },
  });
}

/**
 * The same line for a request answered before Express (src/platform/http/fast-path.ts): the fields
 * and message pino-http writes above, without its two child loggers per request.
 */
export function logRequest(
  logger: Logger,
  line: { id: number; method: string; url: string; status: number; startedAt: number; err?: unknown },
): void {
  const level = requestLogLevel(line.status, line.err);
  if (!logger.isLevelEnabled(level)) return;
  const responseTime = Date.now() - line.startedAt;
  const failed = line.err !== undefined || line.status >= 500;
  logger[level](
    {
      reqId: line.id,
      req: { method: line.method, url: line.url },
      res: { statusCode: line.status },
      ...(failed ? { err: line.err ?? new Error(`failed with status code ${line.status}`) } : {}),
      responseTime,
    },
    requestLogMessage(line.method, line.url, line.status, failed ? undefined : responseTime),
  );
}

/** Request ids, shared by both paths so that they stay unique in one process's log. */
let lastRequestId = 0;
export function nextRequestId(): number {
  lastRequestId = (lastRequestId + 1) & 0x7fffffff;
  return lastRequestId;
}

const requestLogLevel = (status: number, err?: unknown) =>
  err || status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';

const requestLogMessage = (
  method: string | undefined,
  url: string | undefined,
  status: number,
  responseTime?: number,
) => `${method} ${url} ${status}${responseTime === undefined ? '' : ` ${Math.round(responseTime)}ms`}`;

const originalUrl = (req: IncomingMessage) =>
  (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url;
