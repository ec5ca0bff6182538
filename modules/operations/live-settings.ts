import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { AppConfig } from '../../config';
import type { Clock } from '../../src/platform/clock';
import type { DbSignals } from '../../src/platform/db/signals';
import type { Logger } from '../../src/platform/logger';
import { FEATURE_FLAG_DEFAULTS, type FeatureFlag, type FeatureFlags } from '../../kernel';
import type { DevStatus, FlagState } from './flags.vocabulary.schemas';
import { LIVE_SETTINGS_CHANNEL, LiveSettingsRepo, type StoredLiveSettings } from './live-settings.repo';

/** A signal can be lost while its connection is down (DbSignals): a read older than this reads the table again. */
const SWEEP_MS = 30_000;

const FLAG_NAMES = Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlag[];

/**
 * Every process's copy of the flag overrides and the dev status. Reads are synchronous and make no query (a flag is
 * read on hot paths); a write anywhere NOTIFYs every process, which reads the table again, and a read after
 * SWEEP_MS without news reads it again in the background as well.
 */
@injectable()
export class LiveSettings {
  private stored: StoredLiveSettings = { overrides: new Map(), devStatus: null };
  private effective: FeatureFlags = { ...FEATURE_FLAG_DEFAULTS };
  private loadedAt = 0;
  private issued = 0;
  private applied = 0;
  private sweeping = false;

  constructor(
    @inject(LiveSettingsRepo) private readonly repo: LiveSettingsRepo,
    @inject(TYPES.Config) private readonly config: AppConfig,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Signals) private readonly signals: DbSignals,
    @inject(TYPES.Logger) private readonly logger: Logger,
  ) {
    this.effective = { ...config.featureFlags };
  }

  /** Listens first, then reads: a change committed in between is heard. */
  async start(): Promise<void> {
    await this.signals.listen(LIVE_SETTINGS_CHANNEL, () => {
      this.reload().catch((err: unknown) => this.logger.warn({ err }, 'reading live settings failed'));
    });
    await this.reload();
  }

  flags(): FeatureFlags {
    this.sweepIfStale();
    return this.effective;
  }

  devStatus(): DevStatus | null {
    this.sweepIfStale();
    return this.stored.devStatus;
  }

  /** Each flag with where its value comes from (GET /api/admin/flags). */
  states(): FlagState[] {
    return FLAG_NAMES.map((flag) => {
      const override = this.stored.overrides.get(flag);
      const configured = this.config.featureFlags[flag];
      return {
        flag,
        value: override ?? configured,
        source: override !== undefined ? 'override' : configured !== FEATURE_FLAG_DEFAULTS[flag] ? 'config' : 'default',
        configured,
      };
    });
  }

  /**
   * Reads the table. Reads may finish out of order; one issued later saw at least as much, so an older answer never
   * replaces a newer one.
   */
  async reload(): Promise<void> {
    const ticket = ++this.issued;
    const stored = await this.repo.read();
    if (ticket < this.applied) return;
    this.applied = ticket;
    this.stored = stored;
    this.loadedAt = this.clock.now().getTime();
    const effective = { ...this.config.featureFlags };
    // Only flags the kernel still names: an override of a flag since removed is ignored.
    for (const flag of FLAG_NAMES) effective[flag] = stored.overrides.get(flag) ?? effective[flag];
    this.effective = effective;
  }

  private sweepIfStale(): void {
    if (this.sweeping || this.clock.now().getTime() - this.loadedAt < SWEEP_MS) return;
    this.sweeping = true;
    this.reload()
      .catch((err: unknown) => {
        // Not again at every read while the database is away: at the next sweep.
        this.loadedAt = this.clock.now().getTime();
        this.logger.debug({ err }, 'live settings sweep failed');
      })
      .finally(() => {
        this.sweeping = false;
      });
  }
}
