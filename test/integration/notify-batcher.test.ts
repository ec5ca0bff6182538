import { expect } from 'chai';
import pg from 'pg';
import { notifyBatcherOf, withBatchedNotifies } from '../../src/platform/notify-batcher';
import { freshDatabase } from '../support/database';

const CHANNEL = 'batcher#/';

describe('platform: the Socket.IO adapter NOTIFYs, batched', () => {
  let url: string;
  let pool: pg.Pool;
  let listener: pg.Client;
  let heard: string[];
  let statements: number;

  before(async () => {
    url = await freshDatabase();
  });
  beforeEach(async () => {
    heard = [];
    statements = 0;
    pool = new pg.Pool({ connectionString: url, max: 3 });
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    // Counts what reaches the database.
    (pool as unknown as { query: typeof query }).query = (...args: unknown[]) => {
      statements++;
      return query(...args);
    };
    listener = new pg.Client({ connectionString: url });
    await listener.connect();
    listener.on('notification', (n) => heard.push(n.payload!));
    await listener.query(`LISTEN "${CHANNEL}"`);
  });
  afterEach(async () => {
    await listener.end();
    await pool.end();
  });

  const until = async (count: number) => {
    for (let waited = 0; heard.length < count && waited < 5000; waited += 10)
      await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it('the NOTIFYs of one event-loop turn go as one statement, each heard once, in the order sent', async () => {
    const adapterPool = withBatchedNotifies(pool);
    const sent = Array.from({ length: 50 }, (_, i) => JSON.stringify({ n: i }));
    await Promise.all(sent.map((payload) => adapterPool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload])));
    await until(sent.length);
    expect(heard).to.deep.equal(sent);
    expect(statements).to.equal(1);
  });

  it('a message sent twice in one turn is heard twice (Postgres folds identical NOTIFYs of one transaction)', async () => {
    const adapterPool = withBatchedNotifies(pool);
    const sent = ['a', 'b', 'a', 'a', 'c'].map((x) => JSON.stringify({ x }));
    await Promise.all(sent.map((payload) => adapterPool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload])));
    await until(sent.length);
    expect(heard).to.deep.equal(sent);
    expect(statements).to.equal(3);
  });

  it('every other statement of the adapter goes to the pool as it was', async () => {
    const adapterPool = withBatchedNotifies(pool);
    const { rows } = await adapterPool.query<{ one: number }>('SELECT 1 AS one');
    expect(rows).to.deep.equal([{ one: 1 }]);
    const client = await adapterPool.connect();
    client.release();
    expect(adapterPool.totalCount).to.be.at.least(1);
  });

  it('a statement that fails rejects the NOTIFYs it carried; the next turn goes on', async () => {
    const adapterPool = withBatchedNotifies(pool);
    // Postgres refuses a payload of 8,000 bytes or more.
    const refused = adapterPool.query('SELECT pg_notify($1, $2)', [CHANNEL, 'x'.repeat(9000)]);
    const alongside = adapterPool.query('SELECT pg_notify($1, $2)', [CHANNEL, 'lost with it']);
    await Promise.all([
      refused.then(
        () => expect.fail('a payload over 8,000 bytes was sent'),
        (err: Error) => expect(err.message).to.match(/payload string too long/),
      ),
      alongside.then(
        () => expect.fail('sent in the failed statement'),
        () => undefined,
      ),
    ]);
    await adapterPool.query('SELECT pg_notify($1, $2)', [CHANNEL, 'next']);
    await until(1);
    expect(heard).to.deep.equal(['next']);
  });

  it('settled: what was asked for is sent before the pool may be ended', async () => {
    const batcher = notifyBatcherOf(pool);
    const adapterPool = withBatchedNotifies(pool, batcher);
    const sent = adapterPool.query('SELECT pg_notify($1, $2)', [CHANNEL, 'goodbye']);
    await batcher.settled();
    await pool.end();
    await sent;
    await until(1);
    expect(heard).to.deep.equal(['goodbye']);
    pool = new pg.Pool({ connectionString: url, max: 1 });
  });
});
