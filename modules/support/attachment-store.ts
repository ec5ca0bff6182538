import { inject, injectable } from 'inversify';
import type { Db, Trx } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import type { QuestionsTables } from './questions.tables';

/**
 * Where attachments' bytes live. PostgreSQL by default: every process on the database reads what another stored,
 * and a question's attachments come and go with its transaction. S3AttachmentStore is the S3-compatible one (ATTACHMENT_STORE=s3).
 */
export interface AttachmentStore {
  put(trx: Trx, id: string, data: Buffer): Promise<void>;
  get(id: string): Promise<Buffer | null>;
}

export const ATTACHMENT_STORE = Symbol.for('support.AttachmentStore');

@injectable()
export class PgAttachmentStore implements AttachmentStore {
  constructor(@inject(TYPES.Db) private readonly db: Db<QuestionsTables>) {}

  async put(trx: Trx, id: string, data: Buffer): Promise<void> {
    await (trx as unknown as Db<QuestionsTables>).insertInto('support.attachment_blobs').values({ id, data }).execute();
  }

  async get(id: string): Promise<Buffer | null> {
    const row = await this.db
      .selectFrom('support.attachment_blobs')
      .select('data')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.data ?? null;
  }
}
