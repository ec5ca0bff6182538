import PgBoss from 'pg-boss';
import { CompiledQuery } from 'kysely';
import type { Logger } from './logger';
import { isShutdownError, type Trx } from './db/database';

/**
 * A queue a module owns. pg-boss 10 defaults to no retries; every queue states its retry limit and
 * expiry, and keeps completed jobs briefly so the job tables stay small.
 */
export interface QueueDefinition {
  name: string;
  retryLimit: number;
  retryDelaySeconds?: number;
  expireInSeconds: number;
  /** One job per singletonKey at a time, e.g. one "end maintenance" job per service. */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
}

export interface SendOptions {
  /** Not before this time (a business time on the app's clock, e.g. when a purchase expires). */
  startAfter?: Date;
  /**
   * Not before this long from now, counted by the database's clock (pg-boss compares with now()): a delay
   * stays a delay whatever the app's clock says (a test's moved clock, or a server clock apart from the database's).
   */
  delayMs?: number;
  singletonKey?: string;
  /** Higher goes first among due jobs of the queue (default 0). */
  priority?: number;
  /** Send inside the caller's transaction, so the job exists only if the transaction commits. */
  trx?: Trx;
}

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

export interface JobsOptions {
  connectionString: string;
  logger: Logger;
  /** How long a finished job is kept before pg-boss deletes it. */
  keepFinishedSeconds?: number;
}

/** The platform's job queue: pg-boss in the application database (schema pgboss). */
export class Jobs {
  private readonly boss: PgBoss;
  private readonly workers: string[] = [];
  private readonly workersOf = new Map<string, string[]>();
  private started = false;

  constructor(private readonly options: JobsOptions) {
    const keep = options.keepFinishedSeconds ?? 3600;
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: 'pgboss',
      max: 4,
      application_name: 'tradehall-jobs',
      archiveCompletedAfterSeconds: keep,
      archiveFailedAfterSeconds: keep * 24,
      deleteAfterDays: 2,
      maintenanceIntervalSeconds: 120,
    });
    this.boss.on('error', (err) => {
      if (!isShutdownError(err)) options.logger.error({ err }, 'job queue error');
    });
  }

  async start(queues: QueueDefinition[]): Promise<void> {
    await this.boss.start();
    this.started = true;
    // One read of the queues there are, instead of one per queue at every start.
    const existing = new Set((await this.boss.getQueues()).map((queue: { name: string }) => queue.name));
    for (const q of queues) {
      const definition = {
        name: q.name,
        policy: q.policy ?? 'standard',
        retryLimit: q.retryLimit,
        retryDelay: q.retryDelaySeconds ?? 5,
        retryBackoff: true,
        expireInSeconds: q.expireInSeconds,
      };
      await this.ensureQueue(q.name, definition, existing.has(q.name));
    }
  }

  /**
   * createQueue is not safe when two processes boot at once: their inserts can deadlock (40P01) or
   * collide. The loser retries after a short pause and then finds the queue the winner made.
   */
  private async ensureQueue(name: string, definition: PgBoss.Queue, existed: boolean): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const exists = attempt === 1 ? existed : Boolean(await this.boss.getQueue(name));
        if (exists) return await this.boss.updateQueue(name, definition);
        return await this.boss.createQueue(name, definition);
      } catch (err) {
        if (attempt >= 5) throw err;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
  }

  async send<T extends object>(queue: string, data: T, options: SendOptions = {}): Promise<string | null> {
    return this.boss.send(queue, data, {
      // pg-boss reads a number as seconds from the database's now().
      startAfter: options.delayMs && options.delayMs > 0 ? options.delayMs / 1000 : options.startAfter,
      singletonKey: options.singletonKey,
      ...(options.priority ? { priority: options.priority } : {}),
      db: options.trx ? kyselyExecutor(options.trx) : undefined,
    });
  }

  /**
   * Handlers must be idempotent: an expired job is retried while its first run may still be going.
   * `concurrency` runs that many jobs of a fetched batch at once; the ones that succeeded are
   * completed together in one statement.
   */
  async work<T>(
    queue: string,
    handler: JobHandler<T>,
    options: { batchSize?: number; pollingIntervalSeconds?: number; concurrency?: number } = {},
  ) {
    const concurrency = options.concurrency ?? 1;
    const batchSize = options.batchSize ?? 20;
    let id = '';
    id = await this.boss.work<T>(
      queue,
      {
        batchSize,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
        includeMetadata: true,
      },
      async (jobs) => {
        // A batch fails as a whole in pg-boss; run jobs one by one and fail only the ones that threw.
        const done: string[] = [];
        let next = 0;
        const lane = async () => {
          while (next < jobs.length) {
            const job = jobs[next++]!;
            try {
              await handler(job.data, { id: job.id, retryCount: job.retryCount });
              done.push(job.id);
            } catch (err) {
              this.options.logger.warn({ err, queue, jobId: job.id }, 'job failed');
              await this.boss.fail(queue, job.id, { message: String((err as Error)?.message ?? err) });
            }
          }
        };
        await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, lane));
        if (done.length) await this.boss.complete(queue, done);
        // pg-boss waits out its polling interval even after a full batch; a full batch means more are
        // likely due, so fetch again at once (a backlog drains at the workers' pace, not one batch a poll).
        if (jobs.length === batchSize && id) this.boss.notifyWorker(id);
      },
    );
    this.workers.push(id);
    this.workersOf.set(queue, [...(this.workersOf.get(queue) ?? []), id]);
    return id;
  }

  /** Wakes this process's workers of a queue now (after committing a job for them), instead of at their next poll. */
  notifyQueue(queue: string): void {
    for (const id of this.workersOf.get(queue) ?? []) this.boss.notifyWorker(id);
  }

  /** Runs `queue` on a cron schedule; pg-boss keeps one schedule per queue however many processes ask. */
  async schedule(queue: string, cron: string): Promise<void> {
    await this.boss.schedule(queue, cron);
  }

  /** Wakes a worker now instead of at its next poll. */
  notifyWorker(id: string): void {
    this.boss.notifyWorker(id);
  }

  async reachable(): Promise<boolean> {
    if (!this.started) return false;
    return Boolean(await this.boss.isInstalled());
  }

  async getJobState(queue: string, id: string): Promise<string | null> {
    const job = await this.boss.getJobById(queue, id);
    return job?.state ?? null;
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: 10_000, wait: true });
  }
}

/** Lets pg-boss insert through a Kysely transaction's connection. */
function kyselyExecutor(trx: Trx): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const { rows } = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows };
    },
  };
}
