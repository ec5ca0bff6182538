import type { Server as HttpServer } from 'node:http';
import pg from 'pg';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { Logger } from './logger';

/** The one event the web client listens to (spec accounts-platform 7, "Real-time"). */
export const NOTIFICATION_EVENT = 'receiveNotification';
export const NOTIFICATION_PATH = '/notification/';

export interface Notification<P = unknown> {
  payloadType: string;
  payload: P;
}

/** How modules push real-time notifications; delivery crosses processes through Postgres. */
export interface Notifier {
  broadcast(payloadType: string, payload: unknown): void;
  toUser(userId: string, payloadType: string, payload: unknown): void;
}

export const userRoom = (userId: string) => `user:${userId}`;

/** Resolves the user behind a handshake token; identity plugs its own in. */
export type SocketAuthenticator = (token: string) => Promise<string | null>;

export class Realtime implements Notifier {
  private io?: Server;
  private adapterPool?: pg.Pool;
  private authenticate?: SocketAuthenticator;

  constructor(private readonly logger: Logger) {}

  useAuthenticator(authenticate: SocketAuthenticator): void {
    this.authenticate = authenticate;
  }

  attach(http: HttpServer, connectionString: string): void {
    // A small pool of its own: the adapter keeps one connection LISTENing for the process's lifetime.
    this.adapterPool = new pg.Pool({ connectionString, max: 3, application_name: 'tradehall-realtime' });
    this.adapterPool.on('error', (err) => this.logger.warn({ err }, 'realtime pool error'));
    this.io = new Server(http, {
      path: NOTIFICATION_PATH,
      transports: ['websocket'],
      serveClient: false,
      adapter: createAdapter(this.adapterPool, {
        tableName: 'platform.socket_io_attachments',
        errorHandler: (err) => this.logger.warn({ err }, 'realtime adapter error'),
      }),
    });
    this.io.on('connection', (socket) => {
      const token = socket.handshake.auth?.token;
      if (typeof token !== 'string' || !this.authenticate) return;
      this.authenticate(token)
        .then((userId) => userId && socket.join(userRoom(userId)))
        .catch((err: unknown) => this.logger.warn({ err }, 'socket authentication failed'));
    });
  }

  broadcast(payloadType: string, payload: unknown): void {
    this.io?.emit(NOTIFICATION_EVENT, { payloadType, payload } satisfies Notification);
  }

  toUser(userId: string, payloadType: string, payload: unknown): void {
    this.io?.to(userRoom(userId)).emit(NOTIFICATION_EVENT, { payloadType, payload } satisfies Notification);
  }

  async close(): Promise<void> {
    const io = this.io;
    this.io = undefined;
    // Disconnects every client, stops the adapter's heartbeat and closes the HTTP server it is attached to.
    if (io) await io.close();
    await this.adapterPool?.end();
  }
}
