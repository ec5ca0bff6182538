import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import type { Clock } from '../../src/platform/clock';
import type { Notifier } from '../../src/platform/realtime';
import type { Inbox } from '../../src/platform/inbox';
import { TYPES } from '../../src/platform/tokens';
import { USER_DIRECTORY, type UserDirectory } from '../identity';
import { hashAccessKey, newAccessKey } from './access-keys';
import { ChatAssistant, type AssistantAnswer } from './chat-assistant';
import { chatsErrors } from './chats.errors';
import { ChatsRepo, type ChatQueue, type ChatTx } from './chats.repo';
import {
  CHAT_CHANGED,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES_UNANSWERED_MAX,
  type ChatMessageInput,
  type ChatSaying,
  type ChatSummary,
  type ChatView,
  type DeskChatView,
  type StartChatInput,
  type StartVisitorChatInput,
} from './chats.schemas';
import type { ChatRow } from './chats.tables';
import { type ChatLookups, toChatSummary, toChatView, toDeskChatView } from './chats.views';
import { FaqService } from './faq.service';
import { chatRoom, DESK_ROOM_NAME, ownedRoom } from './rooms';
import { SupportMaintenance } from './support-maintenance';
import { isLanguage } from '../../kernel';

/** Who is chatting: a signed-in user, or a visitor holding the chat's key. */
export type ChatOwner = { userId: string } | { key: string };

/**
 * Live chat (spec trading-core 2, 3, 6): a user or a visitor writes; the assistant answers first from the FAQ
 * (ChatAssistant) and hands over to the operators when it has no answer or is asked to; an operator takes the chat
 * (nobody else answers it then) and writes until it is closed. Every change is one transaction on the locked chat;
 * a message's client id makes a resend harmless. After each, CHAT_CHANGED reaches the chat's sockets and the desk,
 * in every process (the Socket.IO Postgres adapter).
 */
@injectable()
export class ChatsService {
  constructor(
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(ChatsRepo) private readonly repo: ChatsRepo,
    @inject(ChatAssistant) private readonly assistant: ChatAssistant,
    @inject(FaqService) private readonly faq: FaqService,
    @inject(USER_DIRECTORY) private readonly users: UserDirectory,
    @inject(SupportMaintenance) private readonly maintenance: SupportMaintenance,
    @inject(TYPES.Inbox) private readonly inbox: Inbox,
  ) {}

  /** The user's open chat, if any. */
  async current(userId: string): Promise<ChatView | null> {
    const chat = await this.repo.openOf(userId);
    return chat ? this.view(chat.id) : null;
  }

  /** Starts a chat with its first message; a user with an open chat writes in it instead (one open chat each). */
  async start(
    who: { userId: string } | { visitor: StartVisitorChatInput },
    input: StartChatInput,
  ): Promise<{ chat: ChatView; key?: string }> {
    this.checkText(input.text);
    await this.maintenance.requireOpen();
    const key = 'visitor' in who ? (who.visitor.key ?? newAccessKey()) : undefined;
    const name =
      'userId' in who ? ((await this.users.find([who.userId])).get(who.userId)?.name ?? '') : who.visitor.name;
    const answer = this.assistant.present ? await this.assistant.answer(input.text, input.language) : null;
    let id: string = randomUUID();
    await this.repo.db.transaction().execute(async (trx) => {
      // Two starts at once (or a start sent again) must not both open a chat: they take turns on the user or the
      // visitor's key, and the later one writes into the chat the first opened.
      const owner = 'userId' in who ? `user:${who.userId}` : `key:${hashAccessKey(key!)}`;
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`support.chat:${owner}`}))`.execute(trx);
      const open =
        'userId' in who ? await this.repo.openOf(who.userId, trx) : await this.repo.byKeyHash(hashAccessKey(key!), trx);
      if (open) {
        id = open.id;
        const chat = (await this.repo.lock(trx, id))!;
        return this.write(trx, chat, input, chat.state === 'assistant' ? answer : null);
      }
      const now = this.clock.now();
      await trx
        .insertInto('support.chats')
        .values({
          id,
          user_id: 'userId' in who ? who.userId : null,
          name,
          email: 'visitor' in who ? who.visitor.email : null,
          phone: 'visitor' in who ? (who.visitor.phone ?? null) : null,
          access_key_hash: key ? hashAccessKey(key) : null,
          language: isLanguage(input.language) ? input.language : 'en',
          state: answer ? 'assistant' : 'waiting',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await this.write(trx, (await this.repo.lock(trx, id))!, input, answer);
    });
    return { chat: await this.changed(id), key };
  }

  async get(owner: ChatOwner, id: string): Promise<ChatView> {
    await this.own(owner, id);
    return this.view(id);
  }

  /**
   * The user writes. While the assistant has the chat it answers in the same transaction (articles, or no answer:
   * then the chat waits for an operator). MESSAGE_LIMIT_REACHED after 10 messages nobody from support answered.
   */
  async send(owner: ChatOwner, id: string, input: ChatMessageInput): Promise<ChatView> {
    this.checkText(input.text);
    await this.maintenance.requireOpen();
    const before = await this.own(owner, id);
    const answer =
      before.state === 'assistant' && this.assistant.present
        ? await this.assistant.answer(input.text, before.language)
        : null;
    await this.repo.db.transaction().execute(async (trx) => {
      const chat = await this.ownedLocked(trx, owner, id);
      await this.write(trx, chat, input, chat.state === 'assistant' ? answer : null);
    });
    return this.changed(id);
  }

  /** "Talk to an operator": the assistant steps aside; the chat waits in the desk's queue. */
  async handover(owner: ChatOwner, id: string): Promise<ChatView> {
    await this.repo.db.transaction().execute(async (trx) => {
      const chat = await this.ownedLocked(trx, owner, id);
      if (chat.state !== 'assistant') return;
      await this.say(trx, chat.id, 'handover', null);
      await this.update(trx, id, { state: 'waiting' });
    });
    return this.changed(id);
  }

  /** The user ends the chat (again: nothing happens). */
  async close(owner: ChatOwner, id: string): Promise<ChatView> {
    await this.repo.db.transaction().execute(async (trx) => {
      const chat = await this.ownedLocked(trx, owner, id);
      if (chat.state !== 'closed') await this.end(trx, chat, null);
    });
    return this.changed(id);
  }

  // ---- The operators' desk ----

  async queue(queue: ChatQueue, operatorId: string): Promise<ChatSummary[]> {
    const chats = await this.repo.queue(queue, operatorId);
    const [last, names] = await Promise.all([
      this.repo.lastMessages(chats.map((c) => c.id)),
      this.names(chats.flatMap((c) => (c.operator_id ? [c.operator_id] : []))),
    ]);
    return chats.map((c) => toChatSummary(c, last.get(c.id), names));
  }

  async deskView(id: string): Promise<DeskChatView> {
    const chat = await this.repo.byId(id);
    if (!chat) throw chatsErrors.notFound();
    const messages = await this.repo.messages(id);
    return toDeskChatView(chat, messages, await this.lookups(chat, messages));
  }

  /** An operator takes a chat: CHAT_TAKEN when another has it, CHAT_CLOSED when it ended. */
  async take(operatorId: string, id: string): Promise<DeskChatView> {
    await this.repo.db.transaction().execute(async (trx) => {
      const chat = await this.deskLocked(trx, operatorId, id);
      if (chat.operator_id === operatorId) return;
      await this.say(trx, id, 'operatorJoined', operatorId);
      await this.update(trx, id, { state: 'operator', operator_id: operatorId });
    });
    await this.changed(id);
    return this.deskView(id);
  }

  /** An operator writes (taking the chat if nobody has). */
  async answer(operatorId: string, id: string, input: ChatMessageInput): Promise<DeskChatView> {
    this.checkText(input.text);
    await this.repo.db.transaction().execute(async (trx) => {
      const chat = await this.deskLocked(trx, operatorId, id);
      if (chat.operator_id !== operatorId) await this.say(trx, id, 'operatorJoined', operatorId);
      const added = await this.repo.addMessage(trx, {
        id: randomUUID(),
        chat_id: id,
        client_id: input.clientId,
        author: 'support',
        sender_kind: 'operator',
        sender_id: operatorId,
        text: input.text,
        saying: null,
        created_at: this.clock.now(),
      });
      if (added || chat.operator_id !== operatorId)
        await this.update(trx, id, { state: 'operator', operator_id: operatorId, unanswered: 0 });
      // Spec accounts-platform 4.9: the user hears in the bell that an operator answered what they waited on (once per
      // answer, not per message: the chat itself shows the rest).
      if (added && chat.user_id && (chat.unanswered > 0 || chat.operator_id !== operatorId))
        await this.inbox.add(chat.user_id, 'support_chat_answer', {}, trx);
    });
    await this.changed(id);
    return this.deskView(id);
  }

  async closeByOperator(operatorId: string, id: string): Promise<DeskChatView> {
    await this.repo.db.transaction().execute(async (trx) => {
      const chat = await this.repo.lock(trx, id);
      if (!chat) throw chatsErrors.notFound();
      if (chat.state === 'closed') return;
      if (chat.operator_id && chat.operator_id !== operatorId) throw chatsErrors.takenByAnother();
      await this.end(trx, chat, operatorId);
    });
    await this.changed(id);
    return this.deskView(id);
  }

  /** Socket rooms: a chat's owner (or an operator) joins its room. */
  roomOf(arg: unknown, userId: string | null, isOperator: (userId: string) => Promise<boolean>) {
    return ownedRoom(arg, userId, {
      room: chatRoom,
      isOperator,
      exists: async (id) => (await this.repo.byId(id)) !== undefined,
      owns: (caller, id) =>
        this.own(caller, id).then(
          () => true,
          () => false,
        ),
    });
  }

  // ---- Inside ----

  /** The user's message, and the assistant's answer (if it has the chat). A resend of a stored message adds nothing. */
  private async write(trx: ChatTx, chat: ChatRow, input: ChatMessageInput, answer: AssistantAnswer | null) {
    if (chat.state === 'closed') throw chatsErrors.closed();
    if (chat.unanswered >= CHAT_MESSAGES_UNANSWERED_MAX) throw chatsErrors.messageLimit(CHAT_MESSAGES_UNANSWERED_MAX);
    const added = await this.repo.addMessage(trx, {
      id: randomUUID(),
      chat_id: chat.id,
      client_id: input.clientId,
      author: 'user',
      sender_kind: 'user',
      sender_id: chat.user_id,
      text: input.text,
      saying: null,
      created_at: this.clock.now(),
    });
    if (!added) return;
    if (!answer)
      return this.update(trx, chat.id, {
        unanswered: chat.unanswered + 1,
        // The assistant was switched off since the chat began: an operator answers now.
        ...(chat.state === 'assistant' ? { state: 'waiting' as const } : {}),
      });
    await this.repo.addMessage(trx, {
      id: randomUUID(),
      chat_id: chat.id,
      client_id: null,
      author: 'support',
      sender_kind: answer.senderKind,
      sender_id: null,
      text: answer.text,
      saying: answer.saying,
      articles: answer.articles,
      created_at: this.clock.now(),
    });
    await this.update(trx, chat.id, { unanswered: 0, state: answer.saying === 'noAnswer' ? 'waiting' : 'assistant' });
  }

  private async end(trx: ChatTx, chat: ChatRow, operatorId: string | null): Promise<void> {
    await this.say(trx, chat.id, 'closed', operatorId);
    await this.update(trx, chat.id, { state: 'closed', closed_at: this.clock.now() });
  }

  /** An automatic message of support: the assistant's, or an operator's (joined, closed). */
  private async say(trx: ChatTx, chatId: string, saying: ChatSaying, operatorId: string | null): Promise<void> {
    await this.repo.addMessage(trx, {
      id: randomUUID(),
      chat_id: chatId,
      client_id: null,
      author: 'support',
      sender_kind: operatorId ? 'operator' : 'bot',
      sender_id: operatorId,
      text: null,
      saying,
      created_at: this.clock.now(),
    });
  }

  private async update(
    trx: ChatTx,
    id: string,
    set: Partial<Pick<ChatRow, 'state' | 'operator_id' | 'unanswered' | 'closed_at'>>,
  ): Promise<void> {
    await trx
      .updateTable('support.chats')
      .set({ ...set, updated_at: this.clock.now() })
      .where('id', '=', id)
      .execute();
  }

  private checkText(text: string): void {
    if (text.length > CHAT_MESSAGE_MAX) throw chatsErrors.messageTooLong(CHAT_MESSAGE_MAX);
  }

  /** The chat of its owner: NOT_FOUND for anyone else's (never telling it exists). */
  private async own(owner: ChatOwner, id: string): Promise<ChatRow> {
    const chat = await this.repo.byId(id);
    if (!chat || !this.owns(owner, chat)) throw chatsErrors.notFound();
    return chat;
  }

  private async ownedLocked(trx: ChatTx, owner: ChatOwner, id: string): Promise<ChatRow> {
    const chat = await this.repo.lock(trx, id);
    if (!chat || !this.owns(owner, chat)) throw chatsErrors.notFound();
    return chat;
  }

  private owns(owner: ChatOwner, chat: ChatRow): boolean {
    return 'userId' in owner
      ? chat.user_id === owner.userId
      : chat.user_id === null && chat.access_key_hash === hashAccessKey(owner.key);
  }

  private async deskLocked(trx: ChatTx, operatorId: string, id: string): Promise<ChatRow> {
    const chat = await this.repo.lock(trx, id);
    if (!chat) throw chatsErrors.notFound();
    if (chat.state === 'closed') throw chatsErrors.closed();
    if (chat.operator_id && chat.operator_id !== operatorId) throw chatsErrors.takenByAnother();
    return chat;
  }

  private async view(id: string): Promise<ChatView> {
    const chat = await this.repo.byId(id);
    if (!chat) throw chatsErrors.notFound();
    const messages = await this.repo.messages(id);
    return toChatView(chat, messages, await this.lookups(chat, messages));
  }

  /** Tells the chat's sockets and the desk, and answers the owner's view. */
  private async changed(id: string): Promise<ChatView> {
    const view = await this.view(id);
    this.notifier.toRoom(chatRoom(id), CHAT_CHANGED, { id });
    this.notifier.toRoom(DESK_ROOM_NAME, CHAT_CHANGED, { id });
    return view;
  }

  private async lookups(chat: ChatRow, messages: { sender_id: string | null; sender_kind: string }[]) {
    const operators = messages.flatMap((m) => (m.sender_kind === 'operator' && m.sender_id ? [m.sender_id] : []));
    const lang = isLanguage(chat.language) ? chat.language : 'en';
    return {
      names: await this.names([...operators, ...(chat.operator_id ? [chat.operator_id] : [])]),
      article: (articleId: string) => this.faq.articleRef(lang, articleId),
    } satisfies ChatLookups;
  }

  private async names(ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const users = await this.users.find(ids);
    return new Map([...users].map(([id, u]) => [id, u.name]));
  }
}
