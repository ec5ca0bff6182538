import type { Container } from 'inversify';
import type { Clock } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db/database';
import type { Jobs, QueueDefinition } from '../../src/platform/jobs';
import type { Logger } from '../../src/platform/logger';
import { TYPES } from '../../src/platform/tokens';
import { FLOW_STEP_QUEUE, FlowEngine, type StepJob } from './flow-engine';
import { FlowsRepo } from './flows.repo';
import type { BotsTables } from './tables';

/** Every minute: active flows whose step job was lost (retries used up) are picked up again. */
export const FLOW_SWEEP_QUEUE = 'bots.flow-sweep';
const OVERDUE_MS = 60_000;
const SWEEP_BATCH = 500;

/**
 * The step worker: 8 lanes over small batches. pg-boss fetches the next batch only when the whole
 * batch is done, so a small one lets a flow's next step (and a bot-holding flow's priority) get in
 * quickly; pg-boss fetches once per poll, so the worker is woken after each commit (FlowEngine.wake)
 * rather than polling faster. `npm run bench -- bots`: 1,000 flows at batch 200 gave a p99 stage
 * delay of 1.8-2.5 s, at batch 16 0.3-0.4 s, at the same steps/s (the machine's CPU is the limit).
 */
export const STEP_WORKER = { batchSize: 16, concurrency: 8, pollingIntervalSeconds: 0.5 } as const;

export const botsQueues: QueueDefinition[] = [
  // A step is short; one stuck past 60 s is retried (the version check makes a late duplicate harmless).
  { name: FLOW_STEP_QUEUE, retryLimit: 10, retryDelaySeconds: 1, expireInSeconds: 60 },
  { name: FLOW_SWEEP_QUEUE, retryLimit: 1, expireInSeconds: 120, policy: 'singleton' },
];

export async function startBotsWorkers(container: Container): Promise<void> {
  const jobs = container.get<Jobs>(TYPES.Jobs);
  const engine = container.get(FlowEngine);
  const flows = container.get(FlowsRepo);
  const clock = container.get<Clock>(TYPES.Clock);
  const db = container.get<Db<BotsTables>>(TYPES.Db);
  const logger = container.get<Logger>(TYPES.Logger);
  const worker = await jobs.work<StepJob>(FLOW_STEP_QUEUE, (job) => engine.run(job), STEP_WORKER);
  engine.useWorker(worker);
  const sweep = async (graceMs: number) => {
    const overdue = await flows.overdue(new Date(clock.now().getTime() - graceMs), SWEEP_BATCH);
    if (!overdue.length) return;
    await db.transaction().execute(async (trx) => {
      for (const flow of overdue) await engine.schedule(trx, flow);
    });
    engine.wake();
    logger.warn({ flows: overdue.length }, 'bots: overdue flows rescheduled');
  };
  await jobs.work(FLOW_SWEEP_QUEUE, () => sweep(OVERDUE_MS));
  // A process killed mid-step leaves its jobs "active" until pg-boss expires them (minutes): a
  // worker that starts picks up every flow already due at once. A flow another live process is
  // running just gets a duplicate job, which its version makes harmless.
  await sweep(0);
  await jobs.schedule(FLOW_SWEEP_QUEUE, '* * * * *');
}
