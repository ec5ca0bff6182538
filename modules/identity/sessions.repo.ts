import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { IdentityTables, SessionsTable } from './tables';

export interface RotatedSession {
  family_id: string;
  user_id: string;
}

/** Told (DbSignals) when sessions are revoked, at commit: every process forgets which sign-ins it knew live. */
export const SESSIONS_REVOKED_CHANNEL = 'sessions_revoked';

/** Refresh tokens, stored as SHA-256 hashes: a database leak yields no usable token. */
@injectable()
export class SessionsRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<IdentityTables>) {}

  async insert(session: SessionsTable): Promise<void> {
    await this.db.insertInto('identity.sessions').values(session).execute();
  }

  /**
   * Marks a live token used, in one statement, so two concurrent refreshes with the same token
   * cannot both succeed: the second finds it rotated and counts as reuse.
   */
  rotate(tokenHash: Buffer, now: Date): Promise<RotatedSession | undefined> {
    return this.db
      .updateTable('identity.sessions')
      .set({ rotated_at: now })
      .where('token_hash', '=', tokenHash)
      .where('rotated_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['family_id', 'user_id'])
      .executeTakeFirst();
  }

  findByToken(tokenHash: Buffer) {
    return this.db
      .selectFrom('identity.sessions')
      .select(['family_id', 'user_id', 'rotated_at', 'revoked_at', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.db
      .with('revoked', (db) =>
        db
          .updateTable('identity.sessions')
          .set({ revoked_at: now })
          .where('family_id', '=', familyId)
          .where('revoked_at', 'is', null)
          .returning('id'),
      )
      .selectNoFrom(signalRevoked)
      .execute();
  }

  async revokeAllOfUser(userId: string, now: Date, exceptFamily?: string): Promise<void> {
    await this.db
      .with('revoked', (db) => {
        let query = db
          .updateTable('identity.sessions')
          .set({ revoked_at: now })
          .where('user_id', '=', userId)
          .where('revoked_at', 'is', null);
        if (exceptFamily) query = query.where('family_id', '!=', exceptFamily);
        return query.returning('id');
      })
      .selectNoFrom(signalRevoked)
      .execute();
  }

  /** A sign-in is live while none of its tokens has been revoked. */
  async familyIsLive(familyId: string): Promise<boolean> {
    const revoked = await this.db
      .selectFrom('identity.sessions')
      .select('id')
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is not', null)
      .limit(1)
      .executeTakeFirst();
    return !revoked;
  }
}

/** The signal sent with a revocation, in its statement. */
const signalRevoked = sql<string>`pg_notify(${SESSIONS_REVOKED_CHANNEL}, '')`.as('signalled');
