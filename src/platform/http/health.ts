import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Jobs } from '../jobs';
import { ApiRoutes } from './api-routes';

/** For a load balancer: 200 when the database and the job queue answer, 503 otherwise. */
export function healthRoutes(db: Db, jobs: Jobs): ApiRoutes {
  return new ApiRoutes('health').add(
    { method: 'get', path: '/health', summary: 'Database and job queue reachable (200) or not (503)' },
    async (_input, _req, res) => {
      const [database, jobQueue] = await Promise.all([
        sql`select 1`.execute(db).then(
          () => true,
          () => false,
        ),
        jobs.reachable().catch(() => false),
      ]);
      const ok = database && jobQueue;
      res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', database, jobQueue });
    },
  );
}
