import { randomBytes, webcrypto } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { IdentityTables } from './tables';

const ACCESS_KEY_ID = 'access-v1';

/**
 * The HMAC key of access tokens: created once in the database, so every process shares it. Handed out as a CryptoKey
 * imported once: given raw bytes, jose imports them again on every token it signs or verifies (each request).
 */
@injectable()
export class SigningKeyRepo {
  private key?: Promise<webcrypto.CryptoKey>;

  constructor(@inject(TYPES.Db) private readonly db: Db<IdentityTables>) {}

  accessKey(): Promise<webcrypto.CryptoKey> {
    this.key ??= this.load().catch((err: unknown) => {
      this.key = undefined;
      throw err;
    });
    return this.key;
  }

  private async load(): Promise<webcrypto.CryptoKey> {
    await this.db
      .insertInto('identity.signing_keys')
      .values({ id: ACCESS_KEY_ID, secret: randomBytes(32) })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('identity.signing_keys')
      .select('secret')
      .where('id', '=', ACCESS_KEY_ID)
      .executeTakeFirstOrThrow();
    return webcrypto.subtle.importKey('raw', new Uint8Array(row.secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }
}
