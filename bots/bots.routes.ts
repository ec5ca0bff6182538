import type { RequestHandler } from 'express';
import { botsErrors } from './orchestrator/bots.errors';
import { ApiRoutes } from '../src/platform/http/api-routes';
import type { AdminAccess } from '../src/platform/http/admin-auth';
import { currentUser } from '../src/platform/http/current-user';
import { botHealthSchema, flowParamsSchema, injectSchema } from './bots.schemas';
import type { BotHealth } from './orchestrator/tables';
import type { FleetRepo } from './orchestrator/fleet.repo';
import type { FlowsRepo } from './orchestrator/flows.repo';
import type { OrchestratorService } from './orchestrator/orchestrator.service';
import { injectionFor } from './world/injection';
import type { WorldAdmin } from './world/world-admin';

export function botsRoutes(
  orchestrator: OrchestratorService,
  fleet: FleetRepo,
  flows: FlowsRepo,
  world: WorldAdmin,
  userGuard: RequestHandler,
  access: AdminAccess,
): ApiRoutes {
  const user = { scheme: 'user' as const, guard: userGuard };
  const operator = access.security('operator');
  const admin = access.security('admin');
  return new ApiRoutes('bots')
    .add(
      {
        method: 'get',
        path: '/bots/flows/:id',
        summary: 'One of my bot trades: its stage, outcome and events',
        params: flowParamsSchema,
        security: user,
        errors: [botsErrors.flowNotFound()],
      },
      async ({ params }, req) => {
        const flow = await orchestrator.get(params.id);
        if (!flow || flow.userId !== currentUser(req).id) throw botsErrors.flowNotFound();
        return { ...flow, events: await orchestrator.events(params.id) };
      },
    )
    .add(
      {
        method: 'get',
        path: '/admin/bots',
        summary: 'The bot fleet (capacity, load, health) and flows by state',
        security: operator,
        errors: [],
      },
      async () => ({ bots: await fleet.list(), flows: await flows.countsByState() }),
    )
    .add(
      {
        method: 'put',
        path: '/admin/bots/:id/health',
        summary: 'Mark a bot healthy again (or take it out of service)',
        params: flowParamsSchema,
        body: botHealthSchema,
        security: operator,
        errors: [botsErrors.botNotFound()],
        auditBefore: async ({ params }) => (await fleet.list()).find((b) => b.id === params.id) ?? null,
      },
      async ({ params, body }) => {
        if (!(await fleet.markHealth(params.id, body.health as BotHealth))) throw botsErrors.botNotFound();
        return { id: params.id, health: body.health };
      },
    )
    .add(
      {
        method: 'post',
        path: '/admin/bots/inject',
        summary: 'Make the next friend request, meeting or trade of a game account fail with a spec code',
        body: injectSchema,
        security: admin,
        errors: [botsErrors.invalidCode(''), botsErrors.accountNotFound()],
      },
      async ({ body }) => {
        try {
          injectionFor(body.code);
        } catch (err) {
          throw botsErrors.invalidCode((err as Error).message);
        }
        const account = await world.accountByNickname(body.game, body.nickname);
        if (!account) throw botsErrors.accountNotFound();
        await world.inject(account.id, body.code, body.times);
        return { injected: body.times, code: body.code, account: account.nickname };
      },
    );
}
