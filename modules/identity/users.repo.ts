import { inject, injectable } from 'inversify';
import { sql, type Insertable, type Updateable } from 'kysely';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { IdentityTables, User, UsersTable } from './tables';
import { identityErrors } from './identity.errors';

const UNIQUE_VIOLATION = '23505';

@injectable()
export class UsersRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<IdentityTables>) {}

  /** Inserts a user; a taken nickname or e-mail (any case) becomes the spec's error, never a 500. */
  async insert(user: Insertable<UsersTable>): Promise<User> {
    try {
      return await this.db.insertInto('identity.users').values(user).returningAll().executeTakeFirstOrThrow();
    } catch (err) {
      const { code, constraint } = err as { code?: string; constraint?: string };
      if (code === UNIQUE_VIOLATION && constraint === 'users_username_ci') throw identityErrors.nicknameTaken();
      if (code === UNIQUE_VIOLATION && constraint === 'users_email_ci') throw identityErrors.emailTaken();
      throw err;
    }
  }

  findById(id: string): Promise<User | undefined> {
    return this.db.selectFrom('identity.users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The reason an account is blocked, or undefined when it is not. */
  async blockOf(id: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('identity.users')
      .select('blocked_reason')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.blocked_reason ?? undefined;
  }

  /** By e-mail or nickname, case-insensitive (both are unique that way). */
  findByLogin(login: string): Promise<User | undefined> {
    const value = login.trim().toLowerCase();
    return this.db
      .selectFrom('identity.users')
      .selectAll()
      .where((eb) => eb.or([eb(sql`lower(email)`, '=', value), eb(sql`lower(username)`, '=', value)]))
      .executeTakeFirst();
  }

  findByEmail(email: string): Promise<User | undefined> {
    return this.db
      .selectFrom('identity.users')
      .selectAll()
      .where(sql`lower(email)`, '=', email.trim().toLowerCase())
      .executeTakeFirst();
  }

  /** Ids of the accounts registered at or after `from` (the analytics funnel's first step). */
  async registeredSince(from: Date, except: string[]): Promise<string[]> {
    let query = this.db.selectFrom('identity.users').select('id').where('date_register', '>=', from);
    if (except.length) query = query.where('id', 'not in', except);
    return (await query.execute()).map((r) => r.id);
  }

  async usernameTaken(username: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('identity.users')
      .select('id')
      .where(sql`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
    return Boolean(row);
  }

  async update(id: string, changes: Updateable<UsersTable>): Promise<void> {
    await this.db.updateTable('identity.users').set(changes).where('id', '=', id).execute();
  }

  /** Sets the referrer once: a later code never overwrites the first. */
  async setReferrerIfEmpty(id: string, refCode: string): Promise<void> {
    await this.db
      .updateTable('identity.users')
      .set({ referred_by: refCode })
      .where('id', '=', id)
      .where('referred_by', 'is', null)
      .execute();
  }

  findSocialAccount(source: string, subject: string): Promise<{ user_id: string } | undefined> {
    return this.db
      .selectFrom('identity.social_accounts')
      .select('user_id')
      .where('source', '=', source)
      .where('subject', '=', subject)
      .executeTakeFirst();
  }

  async linkSocialAccount(source: string, subject: string, userId: string): Promise<void> {
    await this.db
      .insertInto('identity.social_accounts')
      .values({ source, subject, user_id: userId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
