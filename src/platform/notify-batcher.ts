import type pg from 'pg';

/** The one statement the Socket.IO Postgres adapter publishes every message with. */
const ADAPTER_NOTIFY = 'SELECT pg_notify($1, $2)';
/** Many NOTIFYs in one statement, in the order given (a volatile function is evaluated after ORDER BY). */
const NOTIFY_MANY = `SELECT pg_notify(n.channel, n.payload)
  FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS n(channel, payload, i) ORDER BY n.i`;
const MOST_PER_STATEMENT = 500;

interface Pending {
  channel: string;
  payload: string;
  resolve(): void;
  reject(err: unknown): void;
}

/**
 * Sends the NOTIFYs asked for in one turn of the event loop as one statement, one statement after another in the
 * order asked: each emit of the Socket.IO adapter was its own round trip and transaction (one per purchase's live
 * event, one per bot step's). Postgres delivers only one of identical notifications (same channel and payload) sent
 * in one transaction, so a repeat goes into the next statement: every message still arrives, once, in order.
 */
export class NotifyBatcher {
  private queue: Pending[] = [];
  private scheduled = false;
  private sending: Promise<void> = Promise.resolve();

  constructor(private readonly send: (channels: string[], payloads: string[]) => Promise<unknown>) {}

  notify(channel: string, payload: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ channel, payload, resolve, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      setImmediate(() => this.flush());
    });
  }

  /** Sends what is queued now; resolves once everything asked for so far has gone (before the pool is ended). */
  settled(): Promise<void> {
    if (this.queue.length) this.flush();
    return this.sending;
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    this.sending = this.sending.then(() => this.sendAll(batch));
  }

  private async sendAll(batch: Pending[]): Promise<void> {
    for (const part of statementsOf(batch)) {
      try {
        await this.send(
          part.map((n) => n.channel),
          part.map((n) => n.payload),
        );
        for (const n of part) n.resolve();
      } catch (err) {
        for (const n of part) n.reject(err);
      }
    }
  }
}

/** Consecutive runs of the batch in which no notification repeats, MOST_PER_STATEMENT at most each. */
function statementsOf(batch: Pending[]): Pending[][] {
  const parts: Pending[][] = [];
  let part: Pending[] = [];
  let seen = new Set<string>();
  for (const n of batch) {
    const key = `${n.channel}\u0000${n.payload}`;
    if (seen.has(key) || part.length === MOST_PER_STATEMENT) {
      parts.push(part);
      part = [];
      seen = new Set();
    }
    seen.add(key);
    part.push(n);
  }
  if (part.length) parts.push(part);
  return parts;
}

/** A NotifyBatcher that sends through this pool. */
export function notifyBatcherOf(pool: pg.Pool): NotifyBatcher {
  return new NotifyBatcher((channels, payloads) => pool.query(NOTIFY_MANY, [channels, payloads]));
}

/** The pool as the Socket.IO adapter sees it: its NOTIFYs go through `batcher`, everything else as it was. */
export function withBatchedNotifies(pool: pg.Pool, batcher = notifyBatcherOf(pool)): pg.Pool {
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'query')
        return (text: unknown, values?: unknown[]) =>
          text === ADAPTER_NOTIFY && values?.length === 2
            ? batcher.notify(String(values[0]), String(values[1]))
            : target.query(text as string, values);
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
