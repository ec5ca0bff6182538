import { inject, injectable } from 'inversify';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import type { QuestionFilter } from './questions.vocabulary.schemas';
import type { AttachmentRow, MessageRow, QuestionRow, QuestionsTables } from './questions.tables';

export type Tx = Transaction<QuestionsTables>;
type Executor = Kysely<QuestionsTables> | Tx;

const FILTER_STATUSES: Record<Exclude<QuestionFilter, 'all'>, QuestionRow['status'][]> = {
  inProcess: ['inProcess', 'waitingForOperator'],
  open: ['open'],
  closed: ['closed'],
};

@injectable()
export class QuestionsRepo {
  constructor(@inject(TYPES.Db) readonly db: Db<QuestionsTables>) {}

  lock(trx: Tx, id: string): Promise<QuestionRow | undefined> {
    return trx.selectFrom('support.questions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  byId(id: string, executor: Executor = this.db): Promise<QuestionRow | undefined> {
    return executor.selectFrom('support.questions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Open (not closed) questions of a user, or of an e-mail for visitors. */
  async activeCount(trx: Tx, owner: { userId: string } | { email: string }): Promise<number> {
    let q = trx
      .selectFrom('support.questions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '<>', 'closed');
    q =
      'userId' in owner
        ? q.where('user_id', '=', owner.userId)
        : q.where('user_id', 'is', null).where((eb) => eb(eb.fn('lower', ['email']), '=', owner.email.toLowerCase()));
    return Number((await q.executeTakeFirstOrThrow()).n);
  }

  ofUser(userId: string, filter: QuestionFilter): Promise<QuestionRow[]> {
    let q = this.db.selectFrom('support.questions').selectAll().where('user_id', '=', userId);
    if (filter !== 'all') q = q.where('status', 'in', FILTER_STATUSES[filter]);
    return q.orderBy('updated_at', 'desc').limit(100).execute();
  }

  /** A visitor's questions by e-mail (the restore link). */
  ofVisitorEmail(email: string): Promise<QuestionRow[]> {
    return this.db
      .selectFrom('support.questions')
      .selectAll()
      .where('user_id', 'is', null)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .orderBy('updated_at', 'desc')
      .limit(50)
      .execute();
  }

  byKeyHash(id: string, keyHash: string): Promise<QuestionRow | undefined> {
    return this.db
      .selectFrom('support.questions')
      .selectAll()
      .where('id', '=', id)
      .where('access_key_hash', '=', keyHash)
      .executeTakeFirst();
  }

  /** The operators' queues: waiting for support (open or the asker wrote), mine, recently closed. */
  queue(queue: 'waiting' | 'mine' | 'closed', operatorId: string): Promise<QuestionRow[]> {
    let q = this.db.selectFrom('support.questions').selectAll();
    if (queue === 'waiting') q = q.where('status', 'in', ['open', 'waitingForOperator']).orderBy('updated_at');
    else if (queue === 'mine')
      q = q.where('operator_id', '=', operatorId).where('status', '<>', 'closed').orderBy('updated_at', 'desc');
    else q = q.where('status', '=', 'closed').orderBy('closed_at', 'desc');
    return q.limit(100).execute();
  }

  messages(questionId: string): Promise<MessageRow[]> {
    return this.db
      .selectFrom('support.messages')
      .selectAll()
      .where('question_id', '=', questionId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  attachmentsOf(questionId: string): Promise<AttachmentRow[]> {
    return this.db.selectFrom('support.attachments').selectAll().where('question_id', '=', questionId).execute();
  }

  attachment(id: string): Promise<AttachmentRow | undefined> {
    return this.db.selectFrom('support.attachments').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
