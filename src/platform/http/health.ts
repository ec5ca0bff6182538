import { Router } from 'express';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Jobs } from '../jobs';

/** For a load balancer: 200 when the database and the job queue answer, 503 otherwise. */
export function healthRouter(db: Db, jobs: Jobs): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const [database, jobQueue] = await Promise.all([
      sql`select 1`.execute(db).then(() => true, () => false),
      jobs.reachable().catch(() => false),
    ]);
    const ok = database && jobQueue;
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', database, jobQueue });
  });
  return router;
}
