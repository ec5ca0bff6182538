// Socket rooms of support (Realtime.useRoom): who hears a chat's or a question's changes live.

/** A chat's sockets: its owner's pages and the operators who opened it. */
export const chatRoom = (id: string) => `support:chat:${id}`;
/** A question's sockets: a visitor's page joins by the key (users hear theirs in their own room). */
export const questionRoom = (id: string) => `support:question:${id}`;
/** The operators' desk: every queue's changes. */
export const DESK_ROOM_NAME = 'support:desk';

/** A room's id as a client sends it (checked before any query). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
