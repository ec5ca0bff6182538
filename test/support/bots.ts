import { randomUUID } from 'node:crypto';
import type { Container } from 'inversify';
import { OrchestratorService, WorldAdmin, type FlowView, type NewWorldAccount } from '../../bots';
import { startTestApp, type TestApp } from './app';
import type { GameKey } from '../../kernel';

export interface BotsWorld {
  app: TestApp;
  orchestrator: OrchestratorService;
  world: WorldAdmin;
  stop(): Promise<void>;
}

/** The whole app with an instant simulated world (time scale 0) and a small fleet. */
export async function startBotsWorld(env: Record<string, string> = {}): Promise<BotsWorld> {
  const app = await startTestApp({ env: { BOTS_TIME_SCALE: '0', BOTS_PER_GAME: '2', ...env } });
  return { app, ...servicesOf(app.container), stop: () => app.stop() };
}

export function servicesOf(container: Container) {
  return { orchestrator: container.get(OrchestratorService), world: container.get(WorldAdmin) };
}

let players = 0;

/** A scripted player who accepts everything at once, with `items` catalog items and two food items. */
export async function newPlayer(
  world: WorldAdmin,
  game: GameKey = 'adopt',
  overrides: Partial<NewWorldAccount> = {},
  items = 5,
) {
  const account = await world.createAccount({
    game,
    nickname: `Player${++players}_${randomUUID().slice(0, 6)}`,
    behaviour: { acceptFriend: 1, acceptTrade: 1, declineTrade: 0, leave: 0 },
    ...overrides,
  });
  const itemIds = await world.giveRandomInventory(account.id, items, 2);
  return { account, itemIds: itemIds.slice(0, items), userId: randomUUID() };
}

/** Waits until the flow ends (it runs on the app's own pg-boss workers). */
export async function untilEnded(
  orchestrator: OrchestratorService,
  flowId: string,
  timeoutMs = 15_000,
): Promise<FlowView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const flow = (await orchestrator.get(flowId))!;
    if (flow.state !== 'active') return flow;
    if (Date.now() > deadline) throw new Error(`flow ${flowId} still ${flow.stage} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A quick sale of some of the player's items that goes ahead without waiting for the user's Ready. */
export function startQuickSale(
  orchestrator: OrchestratorService,
  player: Awaited<ReturnType<typeof newPlayer>>,
  items: string[],
): Promise<FlowView> {
  return orchestrator.start({
    kind: 'quick_sale',
    game: player.account.game,
    userId: player.userId,
    playerNickname: player.account.nickname,
    items,
    awaitReady: false,
  });
}
