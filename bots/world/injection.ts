import { ConfigError } from '../../config';
import { FRIEND_ERRORS, type FriendError, type GameFailure } from '../gateway';
import type { InjectionStep } from './tables';

/** What an injected spec code does in the world: which step it strikes and how. */
export interface Injection {
  step: InjectionStep;
  failure: GameFailure | FriendError;
}

const BY_CODE: Record<string, Injection> = {
  '500': { step: 'meet', failure: 'session_expired' },
  '501': { step: 'trade', failure: 'bot_timeout' },
  '502': { step: 'trade', failure: 'kicked' },
  '503': { step: 'meet', failure: 'no_trade_license' },
  '504': { step: 'trade', failure: 'friends_interfered' },
  '505': { step: 'meet', failure: 'banned' },
  '506': { step: 'trade', failure: 'other' },
  '507': { step: 'trade', failure: 'timed_out' },
  '508': { step: 'meet', failure: 'tutorial' },
  '308': { step: 'trade', failure: 'last_item' },
  '12': { step: 'meet', failure: 'meeting_failed' },
  '2': { step: 'trade', failure: 'items_missing' },
  DECLINE: { step: 'trade', failure: 'declined' },
};
// Quick sale codes 300-307 mirror 500-507: either names the same game failure.
for (let i = 0; i <= 7; i++) BY_CODE[String(300 + i)] = BY_CODE[String(500 + i)]!;
for (const error of FRIEND_ERRORS) BY_CODE[error] = { step: 'friend', failure: error };

export const INJECTABLE_CODES = Object.keys(BY_CODE);

/** The world failure a spec code stands for, e.g. 504 -> friends interfering at the trade. */
export function injectionFor(code: string): Injection {
  const injection = BY_CODE[code];
  if (!injection) throw new Error(`Unknown failure code ${code}: choose from ${INJECTABLE_CODES.join(', ')}`);
  return injection;
}

/** Failure rates from the configuration, grouped by the step they strike; unknown codes stop the start. */
export function ratesByStep(
  rates: Record<string, number>,
): Record<InjectionStep, Array<{ failure: string; rate: number }>> {
  const byStep: Record<InjectionStep, Array<{ failure: string; rate: number }>> = { friend: [], meet: [], trade: [] };
  for (const [code, rate] of Object.entries(rates)) {
    const injection = BY_CODE[code];
    if (!injection)
      throw new ConfigError('BOTS_FAILURE_RATES', `unknown code ${code} (known: ${INJECTABLE_CODES.join(', ')})`);
    byStep[injection.step].push({ failure: injection.failure, rate });
  }
  return byStep;
}
