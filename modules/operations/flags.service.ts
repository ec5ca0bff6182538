import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Clock } from '../../src/platform/clock';
import type { Notifier } from '../../src/platform/realtime';
import type { FeatureFlag } from '../../kernel';
import {
  DEV_STATUS_CHANGE,
  type DevStatus,
  type DevStatusAnswer,
  FLAGS_CHANGE,
  type FlagsAnswer,
  type FlagState,
} from './flags.vocabulary.schemas';
import { LiveSettings } from './live-settings';
import { LiveSettingsRepo } from './live-settings.repo';

/**
 * Feature flags switched live and the dev status (spec accounts-platform 4.10, 6). A change is stored, heard by every
 * process (LiveSettings) and pushed to every open page.
 */
@injectable()
export class FlagsService {
  constructor(
    @inject(LiveSettings) private readonly live: LiveSettings,
    @inject(LiveSettingsRepo) private readonly repo: LiveSettingsRepo,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
  ) {}

  /** GET /api/flags: what every page applies. */
  current(): FlagsAnswer {
    return { flags: this.live.flags(), devStatus: this.live.devStatus() };
  }

  states(): { flags: FlagState[] } {
    return { flags: this.live.states() };
  }

  state(flag: FeatureFlag): FlagState {
    return this.live.states().find((s) => s.flag === flag)!;
  }

  /** Overrides a flag (value) or gives it back to its default and FEATURE_FLAGS (null). */
  async setFlag(flag: FeatureFlag, value: boolean | null): Promise<FlagState> {
    const before = this.live.flags()[flag];
    if (await this.repo.writeOverride(flag, value, this.clock.now())) await this.live.reload();
    const flags = this.live.flags();
    // Only a change of the value pages see is pushed (an override equal to the configured value changes nothing).
    if (flags[flag] !== before) this.notifier.broadcast(FLAGS_CHANGE, { flags });
    return this.state(flag);
  }

  devStatus(): DevStatusAnswer {
    return { status: this.live.devStatus() };
  }

  async setDevStatus(status: DevStatus | null): Promise<DevStatusAnswer> {
    if (await this.repo.writeDevStatus(status, this.clock.now())) {
      await this.live.reload();
      this.notifier.broadcast(DEV_STATUS_CHANGE, { status });
    }
    return { status };
  }
}
