/**
 * How long each stage may take and how often a waiting flow looks again, in real milliseconds
 * before the time scale. Deadlines and polls keep a floor, so an instant world (scale 0) still
 * gives a player by hand a moment and never spins in a tight loop.
 */
export const TIMING = {
  /** Waiting flows are woken when a bot frees up; this poll (real time, unscaled) only backs that up. */
  searchPollMs: 30_000,
  friendTimeoutMs: 5 * 60_000,
  readyTimeoutMs: 5 * 60_000,
  tradeTimeoutMs: 3 * 60_000,
  pollMs: 1_000,
  /** Spec trading-core 9: bot-closed trades retry after 30 seconds. */
  botClosedRetryMs: 30_000,
  botClosedAttempts: 3,
  connectionRetryMs: 2_000,
  connectionAttempts: 3,
  /** How often a flow may move to another bot after its bot turned out full, banned or broken. */
  botSwitches: 3,
} as const;

/** Business limits: real time, never scaled. */
export const LIMITS = {
  missedMeetingWaitMs: 10 * 60_000,
  maxTradeItems: 40,
  /** A sync loads at most 300 items (spec trading-core 9; another reading says 250 unique). */
  syncMaxItems: 300,
  syncMaxUnique: 250,
} as const;

const DEADLINE_FLOOR_MS = 2_000;
const POLL_FLOOR_MS = 50;

export class Timing {
  private readonly timeScale: number;
  /** How long a flow may wait for a free bot: a matter of the fleet's capacity, so never scaled. */
  readonly searchMs: number;

  constructor(config: { timeScale: number; searchTimeoutSeconds: number }) {
    this.timeScale = config.timeScale;
    this.searchMs = config.searchTimeoutSeconds * 1000;
  }

  deadline(ms: number): number {
    return Math.max(DEADLINE_FLOOR_MS, ms * this.timeScale);
  }

  poll(ms: number = TIMING.pollMs): number {
    return Math.max(POLL_FLOOR_MS, ms * this.timeScale);
  }

  /** A wait the spec prescribes (a retry after 30 s): exactly scaled, instant at scale 0. */
  wait(ms: number): number {
    return ms * this.timeScale;
  }
}
