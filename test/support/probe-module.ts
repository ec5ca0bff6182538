import { ContainerModule, type Container } from 'inversify';
import * as yup from 'yup';
import { sql } from 'kysely';
import type { AppModule } from '../../src/platform/module';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import type { Jobs } from '../../src/platform/jobs';
import type { Db } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';

export const PROBE_QUEUE = 'test.probe';

/**
 * A test-only module: POST /api/test-probe/jobs sends N jobs, and every run of a job records the
 * job id and the pid of the process that ran it, so a test can count runs across processes.
 */
export const probeModule: AppModule = {
  name: 'test-probe',
  bindings: new ContainerModule(() => undefined),
  queues: [{ name: PROBE_QUEUE, retryLimit: 2, expireInSeconds: 30 }],
  routes(container: Container) {
    const jobs = container.get<Jobs>(TYPES.Jobs);
    return new ApiRoutes('test-probe').add(
      {
        method: 'post',
        path: '/test-probe/jobs',
        summary: 'Send N probe jobs',
        body: yup.object({ count: yup.number().integer().min(1).max(10_000).required() }),
      },
      async ({ body }) => {
        for (let i = 0; i < body.count; i++) await jobs.send(PROBE_QUEUE, { n: i });
        return { sent: body.count };
      },
    );
  },
  async startWorkers(container: Container) {
    const jobs = container.get<Jobs>(TYPES.Jobs);
    const db = container.get<Db>(TYPES.Db);
    // Both processes start together; IF NOT EXISTS alone races on the table's row type, so one at a time.
    await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext('test.probe_runs'))`.execute(trx);
      await sql`CREATE TABLE IF NOT EXISTS public.probe_runs (job_id uuid NOT NULL, pid int NOT NULL)`.execute(trx);
    });
    await jobs.work(
      PROBE_QUEUE,
      async (_data, job) => {
        await sql`INSERT INTO public.probe_runs (job_id, pid) VALUES (${job.id}, ${process.pid})`.execute(db);
      },
      { batchSize: 10, pollingIntervalSeconds: 0.5 },
    );
  },
};
