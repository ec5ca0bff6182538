import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { IdentityTables } from './tables';
import type { Currency } from '../../kernel';

export interface PublicUser {
  id: string;
  name: string;
  registeredAt: Date;
  currency: Currency;
}

/** Read-only public profile facts, for other modules (never e-mails or secrets). */
export interface UserDirectory {
  find(ids: string[]): Promise<Map<string, PublicUser>>;
  /** By nickname, any case. */
  findByName(name: string): Promise<PublicUser | undefined>;
}

@injectable()
export class DbUserDirectory implements UserDirectory {
  constructor(@inject(TYPES.Db) private readonly db: Db<IdentityTables>) {}

  private select() {
    return this.db.selectFrom('identity.users').select(['id', 'username', 'date_register', 'main_currency']);
  }

  async find(ids: string[]): Promise<Map<string, PublicUser>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.select().where('id', 'in', unique).execute();
    return new Map(rows.map((r) => [r.id, toPublic(r)]));
  }

  async findByName(name: string): Promise<PublicUser | undefined> {
    const row = await this.select()
      .where((eb) => eb(eb.fn('lower', ['username']), '=', name.toLowerCase()))
      .executeTakeFirst();
    return row && toPublic(row);
  }
}

const toPublic = (r: { id: string; username: string; date_register: Date; main_currency: Currency }): PublicUser => ({
  id: r.id,
  name: r.username,
  registeredAt: r.date_register,
  currency: r.main_currency,
});
