// Socket rooms of support (Realtime.useRoom): who hears a chat's or a question's changes live.

/** A chat's sockets: its owner's pages and the operators who opened it. */
export const chatRoom = (id: string) => `support:chat:${id}`;
/** A question's sockets: a visitor's page joins by the key (users hear theirs in their own room). */
export const questionRoom = (id: string) => `support:question:${id}`;
/** The operators' desk: every queue's changes. */
export const DESK_ROOM_NAME = 'support:desk';

/** A room's id as a client sends it (checked before any query). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who asks to join a chat's or a question's room: a visitor by the key they hold, or a signed-in user. */
export type RoomCaller = { key: string } | { userId: string };

/**
 * A chat's or a question's room for whoever may follow it: an operator (when it exists) or its owner, a visitor by
 * its key or a user by their account. Anything else (a malformed id, a stranger) is refused: null.
 */
export async function ownedRoom(
  arg: unknown,
  userId: string | null,
  check: {
    room: (id: string) => string;
    isOperator: (userId: string) => Promise<boolean>;
    exists: (id: string) => Promise<boolean>;
    owns: (caller: RoomCaller, id: string) => Promise<boolean>;
  },
): Promise<string | null> {
  const { id, key } = (arg ?? {}) as { id?: unknown; key?: unknown };
  if (typeof id !== 'string' || !UUID.test(id)) return null;
  if (userId && (await check.isOperator(userId))) return (await check.exists(id)) ? check.room(id) : null;
  const caller: RoomCaller | null = typeof key === 'string' ? { key } : userId ? { userId } : null;
  return caller && (await check.owns(caller, id)) ? check.room(id) : null;
}
