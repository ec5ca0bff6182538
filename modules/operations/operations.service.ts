import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import { ShortCache } from '../../src/platform/short-cache';
import type { FeatureFlags } from '../../config';
import type { Clock } from '../../src/platform/clock';
import type { Jobs } from '../../src/platform/jobs';
import type { Notifier } from '../../src/platform/realtime';
import { OperationsRepo, type MaintenanceRow } from './operations.repo';
import { LiveSettings } from './live-settings';
import { MAINTENANCE_END_QUEUE, type MaintenanceEndJob } from './operations.queues';
import type { GameStatus, ServiceStatus } from './operations.schemas';
import { DEFAULT_SEASON, isSeason, SEASON_CHANGE, type Season, type SeasonAnswer } from './season.vocabulary.schemas';
import { GAME_KEYS, type GameKey, type MaintenanceMode, SERVICES, type Service } from '../../kernel';

/** Pushed to every client when a service goes down or comes back, so open pages react at once. */
export const TECH_WORKS_CHANGE = 'TECH_WORKS_CHANGE';

/**
 * How long a buy or a sale may trust what it read of a service's maintenance (every one asks). A maintenance started or
 * ended in this process counts at once; one in another process within this time.
 */
export const MAINTENANCE_READ_TTL_MS = 1_000;

export interface OperationsService {
  /** The flags' values now (default, FEATURE_FLAGS, staff overrides): in memory, no query, so cheap on any path. */
  flags(): FeatureFlags;
  gameStatus(game: GameKey): Promise<GameStatus>;
  allStatuses(): Promise<Record<GameKey, GameStatus>>;
  isServiceUp(game: GameKey, service: Service): Promise<boolean>;
  startMaintenance(game: GameKey, service: Service, mode: MaintenanceMode, until?: Date): Promise<GameStatus>;
  endMaintenance(game: GameKey, service: Service): Promise<GameStatus>;
  /** Ends a timed maintenance whose end has come; a maintenance extended meanwhile is kept. */
  endExpiredMaintenance(job: MaintenanceEndJob): Promise<void>;
  /** The season every page shows (spec accounts-platform 3 "Theme"). */
  season(): Promise<SeasonAnswer>;
  /** Switches the season; a change is pushed to every open page (SEASON_CHANGE). */
  setSeason(season: Season): Promise<SeasonAnswer>;
}

@injectable()
export class DefaultOperationsService implements OperationsService {
  private readonly maintenance = new ShortCache<{ row?: MaintenanceRow }>(MAINTENANCE_READ_TTL_MS, 100);

  constructor(
    @inject(OperationsRepo) private readonly repo: OperationsRepo,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Jobs) private readonly jobs: Jobs,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(LiveSettings) private readonly live: LiveSettings,
  ) {}

  flags(): FeatureFlags {
    return this.live.flags();
  }

  async gameStatus(game: GameKey): Promise<GameStatus> {
    return toGameStatus(await this.repo.listMaintenance(game), this.clock.now());
  }

  async allStatuses(): Promise<Record<GameKey, GameStatus>> {
    const rows = await this.repo.listMaintenance();
    const now = this.clock.now();
    return Object.fromEntries(
      GAME_KEYS.map((g) => [
        g,
        toGameStatus(
          rows.filter((r) => r.game === g),
          now,
        ),
      ]),
    ) as Record<GameKey, GameStatus>;
  }

  async isServiceUp(game: GameKey, service: Service): Promise<boolean> {
    const { row } = await this.maintenance.get(`${game}:${service}`, async () => ({
      row: await this.repo.findMaintenance(game, service),
    }));
    return !row || !isActive(row, this.clock.now());
  }

  async startMaintenance(game: GameKey, service: Service, mode: MaintenanceMode, until?: Date): Promise<GameStatus> {
    await this.maintenance.changing(() =>
      this.repo.transaction(async (trx) => {
        await this.repo.upsertMaintenance(trx, game, service, mode, until ?? null, this.clock.now());
        // Enqueued in the same transaction: the end is scheduled exactly when the maintenance exists.
        if (until) {
          const job: MaintenanceEndJob = { game, service, until: until.toISOString() };
          await this.jobs.send(MAINTENANCE_END_QUEUE, job, { startAfter: until, trx });
        }
      }),
    );
    return this.announce(game);
  }

  async endMaintenance(game: GameKey, service: Service): Promise<GameStatus> {
    await this.maintenance.changing(() => this.repo.deleteMaintenance(game, service));
    return this.announce(game);
  }

  async endExpiredMaintenance(job: MaintenanceEndJob): Promise<void> {
    const ended = await this.maintenance.changing(() =>
      this.repo.deleteMaintenance(job.game, job.service, new Date(job.until)),
    );
    if (ended) await this.announce(job.game);
  }

  async season(): Promise<SeasonAnswer> {
    const stored = await this.repo.readSeason();
    return { season: isSeason(stored) ? stored : DEFAULT_SEASON };
  }

  async setSeason(season: Season): Promise<SeasonAnswer> {
    const changed = await this.repo.writeSeason(season, this.clock.now());
    if (changed) this.notifier.broadcast(SEASON_CHANGE, { season });
    return { season };
  }

  private async announce(game: GameKey): Promise<GameStatus> {
    const status = await this.gameStatus(game);
    this.notifier.broadcast(TECH_WORKS_CHANGE, { game, services: status.services });
    return status;
  }
}

function isActive(row: MaintenanceRow, now: Date): boolean {
  return row.until === null || row.until > now;
}

function toGameStatus(rows: MaintenanceRow[], now: Date): GameStatus {
  const services = Object.fromEntries(
    SERVICES.map((service) => {
      const row = rows.find((r) => r.service === service && isActive(r, now));
      const status: ServiceStatus = row
        ? { status: false, datetime: row.until?.toISOString() ?? null, textId: row.mode as MaintenanceMode }
        : { status: true, datetime: null, textId: null };
      return [service, status];
    }),
  ) as Record<Service, ServiceStatus>;
  return { status: services.sales.status, finish: services.sales.datetime, services };
}
