import { inject, injectable } from 'inversify';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Db } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import type { ChatMessageRow, ChatMessagesTable, ChatRow, ChatsTables } from './chats.tables';

export type ChatTx = Transaction<ChatsTables>;
type Executor = Kysely<ChatsTables> | ChatTx;

/** A desk queue: chats waiting for an operator, the operator's own, or recently closed. */
export type ChatQueue = 'waiting' | 'mine' | 'closed';
const QUEUE_SIZE = 100;

@injectable()
export class ChatsRepo {
  constructor(@inject(TYPES.Db) readonly db: Db<ChatsTables>) {}

  lock(trx: ChatTx, id: string): Promise<ChatRow | undefined> {
    return trx.selectFrom('support.chats').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  byId(id: string, executor: Executor = this.db): Promise<ChatRow | undefined> {
    return executor.selectFrom('support.chats').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The user's open chat (at most one: a unique index). */
  openOf(userId: string, executor: Executor = this.db): Promise<ChatRow | undefined> {
    return executor
      .selectFrom('support.chats')
      .selectAll()
      .where('user_id', '=', userId)
      .where('state', '<>', 'closed')
      .executeTakeFirst();
  }

  /** A visitor's chat by its key's hash. */
  byKeyHash(keyHash: string, executor: Executor = this.db): Promise<ChatRow | undefined> {
    return executor.selectFrom('support.chats').selectAll().where('access_key_hash', '=', keyHash).executeTakeFirst();
  }

  messages(chatId: string): Promise<ChatMessageRow[]> {
    return this.db
      .selectFrom('support.chat_messages')
      .selectAll()
      .where('chat_id', '=', chatId)
      .orderBy('seq')
      .execute();
  }

  /** Adds a message; false when the chat already has one with its client id (a resend). */
  async addMessage(trx: ChatTx, message: Insertable<ChatMessagesTable>): Promise<boolean> {
    const added = await trx
      .insertInto('support.chat_messages')
      .values(message)
      .onConflict((oc) => oc.columns(['chat_id', 'client_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return added !== undefined;
  }

  queue(queue: ChatQueue, operatorId: string): Promise<ChatRow[]> {
    const q = this.db.selectFrom('support.chats').selectAll();
    if (queue === 'waiting') return q.where('state', '=', 'waiting').orderBy('updated_at').limit(QUEUE_SIZE).execute();
    if (queue === 'mine')
      return q
        .where('state', '=', 'operator')
        .where('operator_id', '=', operatorId)
        .orderBy('updated_at', 'desc')
        .limit(QUEUE_SIZE)
        .execute();
    return q.where('state', '=', 'closed').orderBy('closed_at', 'desc').limit(QUEUE_SIZE).execute();
  }

  /** The newest message of each chat, for the queues. */
  async lastMessages(chatIds: string[]): Promise<Map<string, ChatMessageRow>> {
    if (!chatIds.length) return new Map();
    const rows = await this.db
      .selectFrom('support.chat_messages')
      .selectAll()
      .distinctOn('chat_id')
      .where('chat_id', 'in', chatIds)
      .orderBy('chat_id')
      .orderBy('seq', 'desc')
      .execute();
    return new Map(rows.map((r) => [r.chat_id, r]));
  }
}
