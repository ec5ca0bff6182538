import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import type { Clock } from '../../src/platform/clock';
import type { Trx } from '../../src/platform/db/database';
import type { Mailer } from '../../src/platform/mail';
import type { Notifier } from '../../src/platform/realtime';
import type { Inbox } from '../../src/platform/inbox';
import { TYPES } from '../../src/platform/tokens';
import { hashAccessKey, newAccessKey } from './access-keys';
import { ATTACHMENT_STORE, type AttachmentStore } from './attachment-store';
import { checkFile, type CheckedFile } from './attachment-files';
import { questionsErrors } from './questions.errors';
import { QuestionsRepo, type Tx } from './questions.repo';
import {
  ACTIVE_QUESTIONS_MAX,
  COMMENTS_BETWEEN_ANSWERS,
  FILES_PER_MESSAGE,
  MESSAGE_MAX,
  QUESTION_CHANGED,
  type CreateQuestionInput,
  type CreateVisitorQuestionInput,
  type QuestionFilter,
  type QuestionStatus,
  type QuestionSummary,
  type QuestionView,
  type RateInput,
} from './questions.schemas';
import type { QuestionRow } from './questions.tables';
import type { DeskQuestionView } from './desk.schemas';
import { DESK_ROOM_NAME, ownedRoom, questionRoom } from './rooms';
import { SupportMaintenance } from './support-maintenance';
import { StaffService } from '../identity';
import { toQuestionSummary, toQuestionView } from './questions.views';

/** Who is asking: a signed-in user, a visitor holding a question's key, or an operator. */
export type Asker = { userId: string } | { key: string };
export interface Upload {
  originalname: string;
  buffer: Buffer;
}

/**
 * Support questions (spec trading-core 2, 3, 4, 5, 8, 9): a user or a visitor asks (a category, a title, a
 * description, up to 3 files); support answers; the asker writes at most 3 messages between answers; at most 5
 * open questions each; a closed question is rated once, 1 to 5 with feedback reasons. A visitor reaches a question
 * by the key it was given (and can have fresh keys mailed to their e-mail).
 */
@injectable()
export class QuestionsService {
  constructor(
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Mailer) private readonly mailer: Mailer,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(QuestionsRepo) private readonly repo: QuestionsRepo,
    @inject(StaffService) private readonly staff: StaffService,
    @inject(ATTACHMENT_STORE) private readonly store: AttachmentStore,
    @inject(SupportMaintenance) private readonly maintenance: SupportMaintenance,
    @inject(TYPES.Inbox) private readonly inbox: Inbox,
  ) {}

  async create(
    asker: { userId: string } | { visitor: CreateVisitorQuestionInput },
    input: CreateQuestionInput,
    files: Upload[],
  ): Promise<{ question: QuestionView; key?: string }> {
    await this.maintenance.requireOpen();
    const checked = await this.checkMessage(input.description, files);
    const key = 'visitor' in asker ? newAccessKey() : undefined;
    const email = 'visitor' in asker ? asker.visitor.email : input.email || null;
    const id = randomUUID();
    await this.repo.db.transaction().execute(async (trx) => {
      const owner: { userId: string } | { email: string } =
        'userId' in asker ? { userId: asker.userId } : { email: asker.visitor.email };
      await this.lockAsker(trx, 'userId' in owner ? owner.userId : owner.email);
      if ((await this.repo.activeCount(trx, owner)) >= ACTIVE_QUESTIONS_MAX)
        throw questionsErrors.maxActive(ACTIVE_QUESTIONS_MAX);
      const now = this.clock.now();
      await trx
        .insertInto('support.questions')
        .values({
          id,
          user_id: 'userId' in asker ? asker.userId : null,
          name: 'visitor' in asker ? asker.visitor.name : null,
          email,
          access_key_hash: key ? hashAccessKey(key) : null,
          category: input.category as QuestionRow['category'],
          title: input.title,
          bot_nickname: input.botNickname || null,
          transfer_date: input.transferDate ? dmyToIso(input.transferDate) : null,
          login_or_mail: input.loginOrMail || null,
          status: 'open',
          comments_since_answer: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await this.addMessage(
        trx,
        id,
        { author: 'user', senderKind: 'user', senderId: null },
        input.description,
        checked,
      );
    });
    if (key && 'visitor' in asker) await this.mailKeys(asker.visitor.email, [{ id, title: input.title, key }]);
    return { question: await this.changed(id), key };
  }

  async list(userId: string, filter: QuestionFilter): Promise<QuestionSummary[]> {
    return (await this.repo.ofUser(userId, filter)).map(toQuestionSummary);
  }

  async get(asker: Asker, id: string): Promise<QuestionView> {
    await this.own(asker, id);
    return this.view(id);
  }

  /** The asker writes again: at most COMMENTS_BETWEEN_ANSWERS until support answers (MESSAGE_LIMIT_REACHED). */
  async comment(asker: Asker, id: string, text: string, files: Upload[]): Promise<QuestionView> {
    await this.own(asker, id);
    await this.maintenance.requireOpen();
    const checked = await this.checkMessage(text, files);
    await this.repo.db.transaction().execute(async (trx) => {
      const q = (await this.repo.lock(trx, id))!;
      if (q.status === 'closed') throw questionsErrors.closed();
      if (q.comments_since_answer >= COMMENTS_BETWEEN_ANSWERS)
        throw questionsErrors.messageLimit(COMMENTS_BETWEEN_ANSWERS);
      await this.addMessage(trx, id, { author: 'user', senderKind: 'user', senderId: null }, text, checked);
      await trx
        .updateTable('support.questions')
        .set({
          comments_since_answer: q.comments_since_answer + 1,
          status: q.status === 'inProcess' ? 'waitingForOperator' : q.status,
          updated_at: this.clock.now(),
        })
        .where('id', '=', id)
        .execute();
    });
    return this.changed(id);
  }

  /** Support answers (an operator): the asker may write 3 messages again; the question is in process. */
  async answer(operatorId: string, id: string, text: string, files: Upload[]): Promise<QuestionView> {
    const checked = await this.checkMessage(text, files);
    await this.repo.db.transaction().execute(async (trx) => {
      const q = await this.repo.lock(trx, id);
      if (!q) throw questionsErrors.notFound();
      if (q.status === 'closed') throw questionsErrors.closed();
      if (q.operator_id && q.operator_id !== operatorId) throw questionsErrors.takenByAnother();
      await this.addMessage(
        trx,
        id,
        { author: 'support', senderKind: 'operator', senderId: operatorId },
        text,
        checked,
      );
      await trx
        .updateTable('support.questions')
        .set({ operator_id: operatorId, comments_since_answer: 0, status: 'inProcess', updated_at: this.clock.now() })
        .where('id', '=', id)
        .execute();
      // Spec accounts-platform 4.9: a signed-in asker hears the answer in the bell (a visitor has the e-mail).
      if (q.user_id) await this.inbox.add(q.user_id, 'support_answer', {}, trx);
    });
    return this.changed(id);
  }

  /** An operator takes a question (nobody else answers it then), or sets its status. */
  async take(operatorId: string, id: string): Promise<QuestionView> {
    await this.repo.db.transaction().execute(async (trx) => {
      const q = await this.repo.lock(trx, id);
      if (!q) throw questionsErrors.notFound();
      if (q.operator_id && q.operator_id !== operatorId) throw questionsErrors.takenByAnother();
      await trx.updateTable('support.questions').set({ operator_id: operatorId }).where('id', '=', id).execute();
    });
    return this.view(id);
  }

  async setStatus(operatorId: string, id: string, status: QuestionStatus): Promise<QuestionView> {
    await this.repo.db.transaction().execute(async (trx) => {
      const q = await this.repo.lock(trx, id);
      if (!q) throw questionsErrors.notFound();
      if (q.operator_id && q.operator_id !== operatorId) throw questionsErrors.takenByAnother();
      const now = this.clock.now();
      await trx
        .updateTable('support.questions')
        .set({ status, operator_id: operatorId, updated_at: now, closed_at: status === 'closed' ? now : null })
        .where('id', '=', id)
        .execute();
    });
    return this.changed(id);
  }

  /** The asker closes their question. */
  async close(asker: Asker, id: string): Promise<QuestionView> {
    await this.own(asker, id);
    const now = this.clock.now();
    await this.repo.db
      .updateTable('support.questions')
      .set({ status: 'closed', closed_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '<>', 'closed')
      .execute();
    return this.changed(id);
  }

  /** A closed question is rated once, 1 to 5, with the feedback reasons of a liked or a disliked answer. */
  async rate(asker: Asker, id: string, input: RateInput): Promise<QuestionView> {
    const q = await this.own(asker, id);
    if (q.status !== 'closed') throw questionsErrors.notClosed();
    const rated = await this.repo.db
      .updateTable('support.questions')
      .set({ rating: input.rating, feedback: input.feedback ?? [], updated_at: this.clock.now() })
      .where('id', '=', id)
      .where('rating', 'is', null)
      .executeTakeFirst();
    if (!Number(rated.numUpdatedRows)) throw questionsErrors.alreadyRated();
    return this.changed(id);
  }

  /** A visitor's questions found again by e-mail: each gets a fresh key, mailed (nothing is listed to the caller). */
  async restore(email: string): Promise<void> {
    const questions = await this.repo.ofVisitorEmail(email);
    if (!questions.length) return;
    const keys = questions.map((q) => ({ id: q.id, title: q.title, key: newAccessKey() }));
    for (const k of keys)
      await this.repo.db
        .updateTable('support.questions')
        .set({ access_key_hash: hashAccessKey(k.key) })
        .where('id', '=', k.id)
        .execute();
    await this.mailKeys(email, keys);
  }

  /** Operators and admins work the desk (GLOSSARY "role"). */
  async isOperator(userId: string): Promise<boolean> {
    return (await this.staff.roleOf(userId)) !== 'user';
  }

  /** Makes a user an operator; an admin stays an admin. */
  async grantOperator(userId: string): Promise<void> {
    if ((await this.staff.roleOf(userId)) !== 'admin') await this.staff.setRole(userId, 'operator');
  }

  /** The operators' queues, oldest waiting first. */
  async queue(queue: 'waiting' | 'mine' | 'closed', operatorId: string): Promise<QuestionSummary[]> {
    return (await this.repo.queue(queue, operatorId)).map(toQuestionSummary);
  }

  /** An attachment, for its question's asker or an operator only. */
  async attachment(viewer: Asker | { operatorId: string }, id: string) {
    const row = await this.repo.attachment(id);
    if (!row) throw questionsErrors.notFound();
    if (!('operatorId' in viewer)) await this.own(viewer, row.question_id);
    const data = await this.store.get(id);
    if (!data) throw questionsErrors.notFound();
    return { row, data };
  }

  /** The question if it is the asker's (their account's, or the key's); NOT_FOUND otherwise, for anyone else. */
  private async own(asker: Asker | { operatorId: string }, id: string): Promise<QuestionRow> {
    if ('operatorId' in asker) {
      const q = await this.repo.byId(id);
      if (!q) throw questionsErrors.notFound();
      return q;
    }
    const q = 'key' in asker ? await this.repo.byKeyHash(id, hashAccessKey(asker.key)) : await this.repo.byId(id);
    if (!q || ('userId' in asker && q.user_id !== asker.userId)) throw questionsErrors.notFound();
    return q;
  }

  async view(id: string): Promise<QuestionView> {
    return (await this.read(id)).view;
  }

  private async read(id: string): Promise<{ view: QuestionView; row: QuestionRow }> {
    const [row, messages, attachments] = await Promise.all([
      this.repo.byId(id),
      this.repo.messages(id),
      this.repo.attachmentsOf(id),
    ]);
    if (!row) throw questionsErrors.notFound();
    return { view: toQuestionView(row, messages, attachments, COMMENTS_BETWEEN_ANSWERS), row };
  }

  /** Socket rooms: a question's asker (a visitor by its key) or an operator joins its room. */
  roomOf(arg: unknown, userId: string | null): Promise<string | null> {
    return ownedRoom(arg, userId, {
      room: questionRoom,
      isOperator: (user) => this.isOperator(user),
      exists: async (id) => (await this.repo.byId(id)) !== undefined,
      owns: (caller, id) =>
        this.own(caller, id).then(
          () => true,
          () => false,
        ),
    });
  }

  /** A question as the desk sees it: whose it is and who took it. */
  async deskView(id: string): Promise<DeskQuestionView> {
    const { view, row } = await this.read(id);
    return { ...view, userId: row.user_id, operatorId: row.operator_id };
  }

  private async changed(id: string): Promise<QuestionView> {
    const { view, row } = await this.read(id);
    if (row.user_id) this.notifier.toUser(row.user_id, QUESTION_CHANGED, { id });
    this.notifier.toRoom(questionRoom(id), QUESTION_CHANGED, { id });
    this.notifier.toRoom(DESK_ROOM_NAME, QUESTION_CHANGED, { id });
    return view;
  }

  /** MESSAGE_TOO_LONG, TOO_MANY_FILES, and each file checked (its type from its content) before anything is written. */
  private async checkMessage(text: string, files: Upload[]): Promise<CheckedFile[]> {
    if (text.length > MESSAGE_MAX) throw questionsErrors.messageTooLong(MESSAGE_MAX);
    if (files.length > FILES_PER_MESSAGE) throw questionsErrors.tooManyFiles(FILES_PER_MESSAGE);
    return Promise.all(files.map(checkFile));
  }

  private async addMessage(
    trx: Tx,
    questionId: string,
    from: { author: 'user' | 'support'; senderKind: 'user' | 'operator' | 'bot' | 'ai'; senderId: string | null },
    text: string,
    files: CheckedFile[],
  ): Promise<void> {
    const messageId = randomUUID();
    const now = this.clock.now();
    await trx
      .insertInto('support.messages')
      .values({
        id: messageId,
        question_id: questionId,
        author: from.author,
        sender_kind: from.senderKind,
        sender_id: from.senderId,
        text,
        created_at: now,
        edited_at: null,
      })
      .execute();
    for (const file of files) {
      const id = randomUUID();
      await this.store.put(trx as unknown as Trx, id, file.data);
      await trx
        .insertInto('support.attachments')
        .values({
          id,
          question_id: questionId,
          message_id: messageId,
          name: file.name,
          mime: file.mime,
          kind: file.kind,
          size: file.data.length,
          created_at: now,
        })
        .execute();
    }
  }

  /** One asker's question creations one at a time (the open count stays under its limit). */
  private async lockAsker(trx: Tx, who: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`support:${who.toLowerCase()}`}))`.execute(trx);
  }

  private async mailKeys(email: string, questions: { id: string; title: string; key: string }[]): Promise<void> {
    const links = questions.map((q) => `- ${q.title}: /help/my-questions/${q.id}?key=${q.key}`).join('\n');
    await this.mailer.send({
      to: email,
      subject: 'Your Tradehall support questions',
      text: `Hello,\n\nHere are the links to your support questions. Keep them private: anyone with a link can read the question.\n\n${links}\n`,
    });
  }
}

/** DD/mm/yyyy to an ISO date. */
function dmyToIso(dmy: string): string {
  const [d, m, y] = dmy.split('/');
  return `${y}-${m}-${d}`;
}
