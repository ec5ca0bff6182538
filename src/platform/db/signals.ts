import pg from 'pg';
import type { Logger } from '../logger';

export type SignalHandler = (payload: string) => void;

const CHANNEL = /^[a-z][a-z0-9_]*$/;
const RECONNECT_MS = 1000;

/**
 * Postgres LISTEN/NOTIFY on one connection of its own: a module hears at once what another process committed (a
 * NOTIFY is delivered only when its transaction commits). A signal is a hint, not a record: while the connection is
 * down signals are lost, so whoever listens also has a sweep that finds what was missed.
 */
export class DbSignals {
  private client?: pg.Client;
  private connecting?: Promise<pg.Client>;
  private readonly handlers = new Map<string, Set<SignalHandler>>();
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly logger: Logger,
  ) {}

  async listen(channel: string, handler: SignalHandler): Promise<void> {
    if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    const known = this.handlers.get(channel);
    if (known) return void known.add(handler);
    this.handlers.set(channel, new Set([handler]));
    const client = await this.connect();
    await client.query(`LISTEN ${channel}`);
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: 'tradehall-signals' });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    this.client = client;
    return client;
  }

  /** The connection dropped: connect again after a pause, listening on every channel as before. */
  private lost(client: pg.Client, err?: Error): void {
    if (this.client !== client || this.closed) return;
    this.client = undefined;
    this.logger.warn({ err }, 'database signals connection lost; reconnecting');
    const retry = () => {
      if (this.closed) return;
      this.connect().catch(() => setTimeout(retry, RECONNECT_MS));
    };
    setTimeout(retry, RECONNECT_MS);
  }
}
