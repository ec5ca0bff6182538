// Error reporting's settings (spec accounts-platform 9 "Error-reporting sampling"). No SDK import: this file is in the
// first bundle and in unit tests; the SDK comes with startSentry.ts, loaded on the first interaction.

/** The spec's sampling, as the SDK's init options name it. */
export const ERROR_REPORTING_SAMPLING = {
  /** Share of page loads and navigations traced. */
  tracesSampleRate: 0.25,
  /** Share of errors sent. */
  sampleRate: 0.5,
  /** Share of sessions with an error whose replay is sent. */
  replaysOnErrorSampleRate: 0.8,
  /** The spec names replays on error only: no session is recorded for its own sake. */
  replaysSessionSampleRate: 0,
} as const;

/** A replay is 15 s to 10 min long (the replay integration's options, in ms). */
export const REPLAY_DURATION = { minReplayDuration: 15_000, maxReplayDuration: 10 * 60_000 } as const;

/** The first of these loads the reporting (spec: "loads lazily on first click, touch or scroll"). */
export const FIRST_INTERACTION_EVENTS = ['click', 'touchstart', 'scroll'] as const;

/** Where the server says reports go: GET /api/error-reporting -> { dsn: string | null }. */
export const ERROR_REPORTING_CONFIG_URL = '/api/error-reporting';

/** The DSN from the server's answer; null (reporting off) for anything else. */
export function dsnOf(answer: unknown): string | null {
  const dsn = answer && typeof answer === 'object' ? (answer as { dsn?: unknown }).dsn : null;
  return typeof dsn === 'string' && dsn !== '' ? dsn : null;
}
