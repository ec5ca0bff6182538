import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { toErrorResponse } from './error-handler';
import { logRequest, nextRequestId } from './request-logger';

/**
 * Fast routes: GET endpoints answered in front of Express, for the few public reads that are hot
 * enough for Express's per-request cost (router, middleware, per-response compression) to dominate,
 * i.e. answers served from a micro-cache. A route looks at the path and query string and either
 * leaves the request to Express (returns undefined: anything it does not fully handle, such as bad
 * input, which Express answers with the usual 400) or takes it and returns its answer as a
 * PreparedJson. The fast path then answers as the Express app would: the same JSON, ETag, 304 on
 * If-None-Match, gzip or brotli as the client accepts, the same error bodies, and one log line per
 * request in the request logger's format.
 */
export type FastRoute = (req: IncomingMessage, pathname: string, search: string) => Promise<PreparedJson> | undefined;

/** `next` (the Express app) gets every request no fast route takes. */
export function withFastRoutes(routes: FastRoute[], logger: Logger, next: RequestListener): RequestListener {
  if (!routes.length) return next;
  return (req, res) => {
    if (req.method === 'GET') {
      const url = req.url ?? '/';
      const q = url.indexOf('?');
      const pathname = q < 0 ? url : url.slice(0, q);
      const search = q < 0 ? '' : url.slice(q + 1);
      for (const route of routes) {
        const answer = route(req, pathname, search);
        if (answer) {
          void serve(req, res, answer, logger);
          return;
        }
      }
    }
    next(req, res);
  };
}

type Encoding = 'br' | 'gzip' | 'identity';

/** Below this, compressing is not worth it (the compression middleware's default threshold). */
const COMPRESS_FROM_BYTES = 1024;
/** Brotli quality 5: once per answer rather than per response, a little better than the middleware's 4. */
const BROTLI_QUALITY = 5;

/**
 * A JSON answer serialised once, with its ETag (the same weak ETag Express computes) and, on first
 * need, its gzip and brotli forms: an answer that many requests share is compressed once per
 * encoding and never again. Compression runs on the event loop: a market answer (~20 kB) takes
 * ~70 µs to gzip, less than handing it to zlib's thread pool cost the event loop under load.
 */
export class PreparedJson {
  readonly body: Buffer;
  readonly etag: string;
  private readonly encodings: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>> = {};

  constructor(value: unknown) {
    this.body = Buffer.from(JSON.stringify(value));
    const hash = createHash('sha1').update(this.body).digest('base64').slice(0, 27);
    this.etag = `W/"${this.body.length.toString(16)}-${hash}"`;
  }

  /** The body in `encoding` (identity when too small to be worth compressing). */
  encoded(encoding: Encoding): { encoding: Encoding; body: Buffer } {
    if (encoding === 'identity' || this.body.length < COMPRESS_FROM_BYTES)
      return { encoding: 'identity', body: this.body };
    const body = (this.encodings[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(this.body, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
            },
          })
        : gzipSync(this.body));
    return { encoding, body };
  }
}

async function serve(
  req: IncomingMessage,
  res: ServerResponse,
  answer: Promise<PreparedJson>,
  logger: Logger,
): Promise<void> {
  const startedAt = Date.now();
  const id = nextRequestId();
  const url = req.url ?? '/';
  let status: number;
  let err: unknown;
  try {
    const json = await answer;
    if (isFresh(req, json.etag)) {
      status = 304;
      res.writeHead(304, { etag: json.etag, vary: 'Accept-Encoding' }).end();
    } else {
      const chosen = json.encoded(acceptedEncoding(req.headers['accept-encoding']));
      const { body } = chosen;
      const headers: OutgoingHttpHeaders = {
        'content-type': 'application/json; charset=utf-8',
        'content-length': body.length,
        etag: json.etag,
        vary: 'Accept-Encoding',
      };
      if (chosen.encoding !== 'identity') headers['content-encoding'] = chosen.encoding;
      status = 200;
      res.writeHead(200, headers).end(body);
    }
  } catch (error) {
    // As src/platform/http/error-handler.ts answers it.
    const response = toErrorResponse(error);
    status = response.status;
    if (status >= 500) {
      err = error;
      logger.error({ reqId: id, err: error }, 'request failed');
    }
    if (res.headersSent) {
      res.destroy();
    } else {
      const body = Buffer.from(JSON.stringify(response.body));
      res
        .writeHead(status, {
          ...(error instanceof AppError ? error.headers : {}),
          'content-type': 'application/json; charset=utf-8',
          'content-length': body.length,
        })
        .end(body);
    }
  }
  logRequest(logger, { id, method: 'GET', url, status, startedAt, err });
}

/** If-None-Match against the answer's ETag, as Express's req.fresh compares them (weakly). */
function isFresh(req: IncomingMessage, etag: string): boolean {
  const noneMatch = req.headers['if-none-match'];
  if (!noneMatch) return false;
  const cacheControl = req.headers['cache-control'];
  if (cacheControl && /(?:^|,)\s*no-cache\s*(?:,|$)/.test(cacheControl)) return false;
  if (noneMatch.trim() === '*') return true;
  const bare = etag.slice(2);
  return noneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === etag || t === bare;
  });
}

let lastAccept: string | undefined;
let lastChoice: Encoding = 'identity';

/**
 * The client's best encoding: gzip when it accepts gzip at least as much as brotli, brotli when it
 * prefers brotli, else identity. Unlike the compression middleware, gzip wins a tie: many answers
 * here are compressed for one response only, and under load a brotli encoder per answer cost a
 * quarter of the market's throughput (`npm run bench -- market`, a new filter set each request:
 * 855 against 1,153 req/s) for answers only about 12 % smaller (1.2 against 1.4 kB of 18 kB).
 */
export function acceptedEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  if (header === lastAccept) return lastChoice;
  const q: Partial<Record<'br' | 'gzip' | '*', number>> = {};
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding !== 'br' && coding !== 'gzip' && coding !== '*') continue;
    const weight = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)).find(Boolean);
    q[coding] = weight ? Number(weight[1]) : 1;
  }
  const br = q.br ?? q['*'] ?? 0;
  const gz = q.gzip ?? q['*'] ?? 0;
  const choice: Encoding = gz > 0 && gz >= br ? 'gzip' : br > 0 ? 'br' : 'identity';
  lastAccept = header;
  lastChoice = choice;
  return choice;
}
