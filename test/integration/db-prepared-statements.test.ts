import { expect } from 'chai';
import { sql } from 'kysely';
import { connectDatabase, type Database } from '../../src/platform/db/database';
import { freshDatabase } from '../support/database';

/** Statements the app runs often are prepared once per connection (src/platform/db/preparing-client.ts, issue 20). */
describe('database: frequent statements run as prepared statements', () => {
  let database: Database;
  before(async () => {
    database = connectDatabase(await freshDatabase(), 1);
  });
  after(() => database.close());

  const prepared = async () =>
    (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(database.db)).rows.map(
      (r) => r.statement,
    );

  it('from its third use a parameterised statement is prepared and answers as before; one-off and parameterless ones are not', async () => {
    const answers: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const { rows } = await sql<{ n: number }>`SELECT ${i}::int * 2 AS n, 'prepared-probe' AS tag`.execute(
        database.db,
      );
      answers.push(rows[0]!.n);
      const named = (await prepared()).filter((s) => s.includes('prepared-probe'));
      expect(named, `after use ${i}`).to.have.length(i < 3 ? 0 : 1);
    }
    expect(answers).to.deep.equal([2, 4, 6, 8, 10]);
    await sql`SELECT ${'once'}::text AS one_off`.execute(database.db);
    for (let i = 0; i < 4; i++) await sql`SELECT 'no parameters' AS plain`.execute(database.db);
    const all = await prepared();
    expect(all.some((s) => s.includes('one_off'))).to.equal(false);
    expect(all.some((s) => s.includes('no parameters'))).to.equal(false);
  });

  it('a prepared statement that fails (a bad value, an aborted transaction) runs again afterwards', async () => {
    const parse = (text: string) =>
      sql<{ n: number }>`SELECT ${text}::int AS n, 'failing-probe' AS tag`.execute(database.db);
    for (let i = 0; i < 3; i++) await parse(String(i));
    const failure = await parse('not a number').then(
      () => null,
      (err: Error) => err.message,
    );
    expect(failure).to.match(/invalid input syntax/);
    await database.db
      .transaction()
      .execute(async (trx) => {
        await sql`SELECT 1 / 0`.execute(trx);
      })
      .catch(() => undefined);
    expect((await parse('7')).rows[0]!.n).to.equal(7);
  });
});
