import express, { Router } from 'express';
import { ApiRoutes } from './api-routes';

/**
 * Error reporting in the browser (spec accounts-platform 9): the page asks where to send reports on its first click,
 * touch or scroll; `dsn: null` means off, and it then loads no SDK at all.
 */
export function errorReportingRoutes(dsn: string | undefined): ApiRoutes {
  return new ApiRoutes('platform').add(
    {
      method: 'get',
      path: '/error-reporting',
      summary: 'Where the browser sends error reports (a Sentry-protocol DSN), or null when reporting is off',
    },
    (_input, _req, res) => {
      // Config changes only with a restart; an hour's cache spares a request per page load.
      res.setHeader('Cache-Control', 'public, max-age=3600');
      return { dsn: dsn ?? null };
    },
  );
}

/** What the development receiver keeps of one envelope. */
export interface ReceivedEnvelope {
  receivedAt: string;
  project: string;
  /** The envelope header (event_id, sdk, dsn...). */
  header: unknown;
  /** Each item's type (event, transaction, replay_event, replay_recording, client_report...). */
  itemTypes: string[];
  /** The first error event's exception values, when there is one. */
  exceptions: { type?: string; value?: string }[];
}

const KEPT = 200;

/**
 * Development only: a stand-in for a Sentry server, so reporting can be tried without the internet. Point
 * ERROR_REPORTING_DSN at `http://dev@<host>:<port>/dev/error-reports/1`: the SDK posts envelopes to
 * /dev/error-reports/api/1/envelope/, and /dev/error-reports.json lists what arrived, newest last.
 */
export function devErrorReportsRouter(): Router {
  const received: ReceivedEnvelope[] = [];
  const router = Router();
  router.post(
    '/dev/error-reports/api/:project/envelope',
    express.raw({ type: () => true, limit: '5mb' }),
    (req, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      received.push(parseEnvelope(body, String(req.params.project), new Date().toISOString()));
      if (received.length > KEPT) received.shift();
      // A DSN may name another host than the page's (127.0.0.1 and localhost): the SDK reads the answer.
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.json({});
    },
  );
  router.get('/dev/error-reports.json', (_req, res) => {
    res.json(received);
  });
  return router;
}

/**
 * An envelope is a header line, then per item a header line and a payload: `length` bytes when the header says so (a
 * replay recording's compressed bytes), else one line.
 */
export function parseEnvelope(body: Buffer, project: string, receivedAt: string): ReceivedEnvelope {
  let pos = 0;
  const readLine = (): Buffer => {
    const end = body.indexOf(0x0a, pos);
    const line = body.subarray(pos, end < 0 ? body.length : end);
    pos = end < 0 ? body.length : end + 1;
    return line;
  };
  const json = (bytes: Buffer): unknown => {
    try {
      return JSON.parse(bytes.toString('utf8'));
    } catch {
      return undefined;
    }
  };
  const header = json(readLine());
  const itemTypes: string[] = [];
  let exceptions: ReceivedEnvelope['exceptions'] = [];
  while (pos < body.length) {
    const item = json(readLine()) as { type?: unknown; length?: unknown } | undefined;
    if (!item) continue;
    let payload: Buffer;
    if (typeof item.length === 'number') {
      payload = body.subarray(pos, pos + item.length);
      pos += item.length;
      if (body[pos] === 0x0a) pos++;
    } else payload = readLine();
    if (typeof item.type !== 'string') continue;
    itemTypes.push(item.type);
    if (item.type === 'event' && exceptions.length === 0) {
      const event = json(payload) as { exception?: { values?: { type?: string; value?: string }[] } } | undefined;
      exceptions = (event?.exception?.values ?? []).map(({ type, value }) => ({ type, value }));
    }
  }
  return { receivedAt, project, header, itemTypes, exceptions };
}
