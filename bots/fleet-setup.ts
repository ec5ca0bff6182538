import type { Container } from 'inversify';
import type { BotsConfig } from '../config';
import type { Clock } from '../src/platform/clock';
import type { Db } from '../src/platform/db/database';
import { withAdvisoryLock } from '../src/platform/db/advisory-lock';
import { TYPES } from '../src/platform/tokens';
import { FleetRepo } from './orchestrator/fleet.repo';
import { BOTS_CONFIG } from './world/simulated-world';
import { WorldAdmin } from './world/world-admin';
import { GAME_KEYS, type GameKey } from '../kernel';

const botNickname = (game: GameKey, n: number) =>
  `Tradehall${game === 'adopt' ? 'Adopt' : 'MM2'}Bot${String(n).padStart(2, '0')}`;

/**
 * Brings the fleet up to BOTS_PER_GAME bots per game (game accounts in the simulated world plus
 * their fleet rows) and, in development, a few scripted players to watch. Idempotent and run under
 * an advisory lock, so processes starting together create each bot once.
 */
export async function setUpFleet(container: Container): Promise<void> {
  const config = container.get<BotsConfig>(BOTS_CONFIG);
  const db = container.get<Db>(TYPES.Db);
  const clock = container.get<Clock>(TYPES.Clock);
  const world = container.get(WorldAdmin);
  const fleet = container.get(FleetRepo);
  await withAdvisoryLock(db, 'bots.fleet-setup', async () => {
    for (const game of GAME_KEYS) {
      for (let n = (await fleet.count(game)) + 1; n <= config.perGame; n++) {
        const nickname = botNickname(game, n);
        const account =
          (await world.accountByNickname(game, nickname)) ??
          (await world.createAccount({ game, nickname, isBot: true }));
        await fleet.add(db, { game, accountId: account.id, nickname, capacity: config.capacity, now: clock.now() });
      }
      for (let n = 1; n <= config.demoPlayers; n++) {
        const nickname = `${game === 'adopt' ? 'Pet' : 'Knife'}Player${String(n).padStart(3, '0')}`;
        if (await world.accountByNickname(game, nickname)) continue;
        const player = await world.createAccount({ game, nickname });
        await world.giveRandomInventory(player.id, 30);
      }
    }
  });
}
