import { io, type Socket } from 'socket.io-client';
import type { Notification, Realtime } from '../../src/platform/realtime';
import { TYPES } from '../../src/platform/tokens';
import type { TestApp } from './app';
import { userIdOf } from './wallet';

/** Connects as the web client does: websocket only, on /notification/. */
export async function connectNotifications(
  baseUrl: string,
  token?: string,
): Promise<{ socket: Socket; received: Notification[] }> {
  const socket = io(baseUrl, {
    path: '/notification/',
    transports: ['websocket'],
    reconnection: false,
    auth: token ? { token } : {},
  });
  const received: Notification[] = [];
  socket.on('receiveNotification', (n: Notification) => received.push(n));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, received };
}

/** Polls until `check` holds or the time is up; returns the last value seen. */
export async function waitFor<T>(
  read: () => T | Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

/** Waits until a page of the user has its socket joined to their room (the SPA connects a moment after its first paint). */
export async function pageSocketOf(app: TestApp, user: { access_token: string }): Promise<void> {
  const realtime = app.container.get<Realtime>(TYPES.Realtime);
  const sockets = await waitFor(
    () => realtime.socketsOf(userIdOf(user)),
    (n) => n > 0,
  );
  if (!sockets) throw new Error("the page's socket did not connect within 10 s");
}
