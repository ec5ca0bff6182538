import type { Server as HttpServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { Logger } from './logger';
import { isShutdownError } from './db/database';
import { notifyBatcherOf, withBatchedNotifies, type NotifyBatcher } from './notify-batcher';

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
  /** To the sockets that joined a room (see Realtime.useRoom). */
  toRoom(room: string, payloadType: string, payload: unknown): void;
}

export const userRoom = (userId: string) => `user:${userId}`;

/** Resolves the user behind a handshake token; identity plugs its own in. */
export type SocketAuthenticator = (token: string) => Promise<string | null>;

/**
 * Decides whether a socket may join a room of a kind: the room's name, or null (refused). `userId` is the
 * socket's signed-in user, null for a visitor; `arg` is what the client sent (untrusted).
 */
export type RoomResolver = (arg: unknown, userId: string | null) => Promise<string | null>;

/** What a client emits to join a room of a kind (a support chat, the operators' desk); acknowledged { joined }. */
export const JOIN_EVENT = 'join';

export class Realtime implements Notifier {
  private io?: Server;
  private adapterPool?: pg.Pool;
  private adapterNotifies?: NotifyBatcher;
  private authenticate?: SocketAuthenticator;
  private readonly rooms = new Map<string, RoomResolver>();

  constructor(private readonly logger: Logger) {}

  useAuthenticator(authenticate: SocketAuthenticator): void {
    this.authenticate = authenticate;
  }

  /** Lets clients join rooms of a kind, each join checked by the module that owns the kind. */
  useRoom(kind: string, resolve: RoomResolver): void {
    this.rooms.set(kind, resolve);
  }

  /**
   * Attaches Socket.IO to the HTTP server and resolves once this process LISTENs for events of the
   * others: from then on nothing another process emits is missed, and close() cannot race the
   * adapter's connection set-up (which would leave a connection checked out forever).
   */
  async attach(http: HttpServer, connectionString: string): Promise<void> {
    const applicationName = `tradehall-realtime-${randomUUID()}`;
    // A small pool of its own: the adapter keeps one connection LISTENing for the process's lifetime.
    this.adapterPool = new pg.Pool({ connectionString, max: 3, application_name: applicationName });
    this.adapterPool.on('error', (err) => this.logWarning(err, 'realtime pool error'));
    this.adapterNotifies = notifyBatcherOf(this.adapterPool);
    this.io = new Server(http, {
      path: NOTIFICATION_PATH,
      transports: ['websocket'],
      serveClient: false,
      adapter: createAdapter(withBatchedNotifies(this.adapterPool, this.adapterNotifies), {
        tableName: 'platform.socket_io_attachments',
        errorHandler: (err) => this.logWarning(err, 'realtime adapter error'),
      }),
    });
    this.io.on('connection', (socket) => {
      const user = this.userOf(socket.handshake.auth?.token);
      void user.then((userId) => userId && socket.join(userRoom(userId)));
      socket.on(JOIN_EVENT, (request: unknown, ack?: unknown) => {
        const reply = typeof ack === 'function' ? (ack as (answer: { joined: boolean }) => void) : () => undefined;
        const { kind, arg } = (request ?? {}) as { kind?: unknown; arg?: unknown };
        const resolve = typeof kind === 'string' ? this.rooms.get(kind) : undefined;
        if (!resolve) return reply({ joined: false });
        user
          .then((userId) => resolve(arg, userId))
          .then(async (room) => {
            if (room) await socket.join(room);
            reply({ joined: room !== null });
          })
          .catch((err: unknown) => {
            this.logger.warn({ err, kind }, 'socket join failed');
            reply({ joined: false });
          });
      });
    });
    await this.untilListening(applicationName);
  }

  /** The handshake's user; null for a visitor or a token that does not verify. */
  private async userOf(token: unknown): Promise<string | null> {
    if (typeof token !== 'string' || !this.authenticate) return null;
    try {
      return await this.authenticate(token);
    } catch (err) {
      this.logger.warn({ err }, 'socket authentication failed');
      return null;
    }
  }

  private async untilListening(applicationName: string): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const { rowCount } = await this.adapterPool!.query(
        `SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND query LIKE 'LISTEN %' AND state = 'idle'`,
        [applicationName],
      );
      if (rowCount) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('Socket.IO Postgres adapter did not start listening within 10 s');
  }

  private logWarning(err: unknown, message: string): void {
    if (!isShutdownError(err)) this.logger.warn({ err }, message);
  }

  broadcast(payloadType: string, payload: unknown): void {
    this.io?.emit(NOTIFICATION_EVENT, { payloadType, payload } satisfies Notification);
  }

  toUser(userId: string, payloadType: string, payload: unknown): void {
    this.io?.to(userRoom(userId)).emit(NOTIFICATION_EVENT, { payloadType, payload } satisfies Notification);
  }

  /** How many of this user's sockets this process holds, joined to their room (a test waits for a page's socket). */
  async socketsOf(userId: string): Promise<number> {
    return (await this.io?.local.in(userRoom(userId)).fetchSockets())?.length ?? 0;
  }

  toRoom(room: string, payloadType: string, payload: unknown): void {
    this.io?.to(room).emit(NOTIFICATION_EVENT, { payloadType, payload } satisfies Notification);
  }

  async close(): Promise<void> {
    const io = this.io;
    this.io = undefined;
    // Disconnects every client, stops the adapter's heartbeat and closes the HTTP server it is attached to.
    if (io) await io.close();
    // The last messages (the adapter's own goodbye among them) go out before the pool ends.
    await this.adapterNotifies?.settled();
    await this.adapterPool?.end();
  }
}
