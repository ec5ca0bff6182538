// Lazy socket connection (spec accounts-platform 7 "Real-time"): socket.io-client stays out of the first bundle.
import { currentToken } from '../api/token';
import { catchUp, dispatchNotification, type NotificationEffects } from './notifications';

export const SOCKET_OPTIONS = {
  path: '/notification/',
  transports: ['websocket'],
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 5000,
  reconnectionDelayMax: 60_000,
} as const;

/** Connects and returns a disconnect function. */
export async function connectRealtime(effects: NotificationEffects): Promise<() => void> {
  const { io } = await import('socket.io-client');
  const token = currentToken();
  const socket = io({ ...SOCKET_OPTIONS, transports: [...SOCKET_OPTIONS.transports], auth: token ? { token } : {} });
  socket.on('receiveNotification', (message: unknown) => dispatchNotification(message, effects));
  socket.on('connect', () => catchUp(effects));
  return () => socket.disconnect();
}
