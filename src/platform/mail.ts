import type { Db } from './db/database';
import type { Logger } from './logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** How modules send e-mail. A real provider would implement this; the default keeps an outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface OutboxEntry extends MailMessage {
  id: string;
  createdAt: string;
}

/**
 * The default mail adapter: no mail leaves the machine. Messages go to platform.mail_outbox and
 * the log, where a developer reads them (GET /dev/outbox in development).
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.insertInto('platform.mail_outbox').values(message).execute();
    this.logger.info({ to: message.to, subject: message.subject }, 'mail written to the outbox');
  }

  async latest(limit = 50): Promise<OutboxEntry[]> {
    const rows = await this.db
      .selectFrom('platform.mail_outbox')
      .select(['id', 'to', 'subject', 'text', 'created_at'])
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: String(r.id),
      to: r.to,
      subject: r.subject,
      text: r.text,
      createdAt: r.created_at.toISOString(),
    }));
  }
}
