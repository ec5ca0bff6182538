// The lazy chunk of error reporting: the Sentry browser SDK (open source, speaks to Sentry or GlitchTip servers).
import { browserTracingIntegration, init, replayIntegration } from '@sentry/browser';
import { OWN_BUILD_ID } from '../build/buildId';
import { ERROR_REPORTING_SAMPLING, REPLAY_DURATION } from './errorReportingOptions';

export function startSentry(dsn: string): void {
  init({
    dsn,
    release: OWN_BUILD_ID ?? undefined,
    ...ERROR_REPORTING_SAMPLING,
    integrations: [browserTracingIntegration(), replayIntegration(REPLAY_DURATION)],
  });
}
