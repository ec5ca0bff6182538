// A page's own socket into rooms of the server (src/platform/realtime.ts: the `join` event, each join checked by the
// module that owns the kind): a support chat, a visitor's question, the operators' desk. socket.io-client is loaded
// lazily. On every (re)connect the rooms are joined first and then `onJoined` runs, so the page reads everything
// again: whatever was sent while it was away reached nobody.
import { useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { currentToken } from '../api/token';
import { SOCKET_OPTIONS } from './connectRealtime';

/** The event a client emits to join a room, and the one every notification arrives on. */
const JOIN_EVENT = 'join';
const NOTIFICATION_EVENT = 'receiveNotification';
const JOIN_TIMEOUT_MS = 10_000;

export interface Room {
  kind: string;
  arg?: unknown;
}

/** connecting (or reconnecting), live (every room joined), offline (refused or unreachable). */
export type RoomLink = 'connecting' | 'live' | 'offline';

export interface RoomHandlers {
  /** The rooms were joined (after each connect, or when they changed): read what the page shows again. */
  onJoined(): void;
  /** A notification of one of the rooms (or of the user's own room). */
  onEvent(payloadType: string, payload: unknown): void;
}

/** Joins a room; resolves whether the server let the socket in. */
function join(socket: Socket, room: Room): Promise<boolean> {
  return new Promise((resolve) => {
    socket.timeout(JOIN_TIMEOUT_MS).emit(JOIN_EVENT, room, (error: unknown, answer?: { joined?: boolean }) => {
      resolve(!error && answer?.joined === true);
    });
  });
}

/**
 * Connects while `rooms` is set (null: not now). A change of rooms joins the new ones on the same connection (rooms
 * are left when the socket closes). The token is read at every connection, so a refreshed session goes on.
 */
export function useRoomSocket(rooms: Room[] | null, handlers: RoomHandlers): RoomLink {
  const [link, setLink] = useState<RoomLink>('connecting');
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const roomsRef = useRef(rooms);
  roomsRef.current = rooms;
  const socketRef = useRef<Socket | null>(null);
  const enabled = rooms !== null;
  const roomsKey = JSON.stringify(rooms);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const joinAll = async (socket: Socket) => {
      const joined = await Promise.all((roomsRef.current ?? []).map((room) => join(socket, room)));
      if (!socket.connected) return;
      setLink(joined.every(Boolean) ? 'live' : 'offline');
      handlersRef.current.onJoined();
    };
    void import('socket.io-client')
      .then(({ io }) => {
        if (cancelled) return;
        const socket = io({
          ...SOCKET_OPTIONS,
          transports: [...SOCKET_OPTIONS.transports],
          auth: (cb) => {
            const token = currentToken();
            cb(token ? { token } : {});
          },
        });
        socketRef.current = socket;
        socket.on('connect', () => void joinAll(socket));
        socket.on('disconnect', () => setLink('connecting'));
        socket.on('connect_error', () => setLink('offline'));
        socket.on(NOTIFICATION_EVENT, (message: unknown) => {
          const { payloadType, payload } = (message ?? {}) as { payloadType?: unknown; payload?: unknown };
          if (typeof payloadType === 'string') handlersRef.current.onEvent(payloadType, payload);
        });
      })
      .catch((error: unknown) => {
        console.error('Realtime unavailable', error);
        if (!cancelled) setLink('offline');
      });
    return () => {
      cancelled = true;
      socketRef.current?.disconnect();
      socketRef.current = null;
      setLink('connecting');
    };
  }, [enabled]);

  // Other rooms while connected (the desk opens another chat): join them too, then read again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: roomsKey stands for the rooms' content
  useEffect(() => {
    const socket = socketRef.current;
    if (!socket?.connected || !roomsRef.current) return;
    void Promise.all(roomsRef.current.map((room) => join(socket, room))).then(() => handlersRef.current.onJoined());
  }, [roomsKey]);

  return link;
}
