import { pino, type Logger } from 'pino';

export type { Logger } from 'pino';

/** Paths that may carry secrets: they never reach the log. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.token',
  '*.access_token',
  '*.refresh_token',
  '*.connectionString',
  'databaseUrl',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      // node-postgres errors carry the whole client (with its connection parameters): log the error only.
      serializers: { err: serializeError },
    },
    destination,
  );
}

function serializeError(err: Error) {
  const { client: _client, ...rest } = pino.stdSerializers.err(err) as ReturnType<typeof pino.stdSerializers.err> & {
    client?: unknown;
  };
  return rest;
}

/** Human-readable lines for a developer's terminal; JSON lines everywhere else (log shippers read those). */
export async function prettyDestination(): Promise<pino.DestinationStream> {
  const { default: pretty } = await import('pino-pretty');
  return pretty({ colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,req,res,reqId,responseTime' });
}
