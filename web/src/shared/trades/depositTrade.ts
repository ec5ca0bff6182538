// A bot trade in which the user gives items to a fleet bot (a quick sale, an exchange; spec trading-core 4 "Bot
// trade stages shown to the user", 7 the deposit trade): its stages, the line that says where it is or how it ended,
// whether the user has something to do in the game, and which of the user's trades a page shows first. Pure.
import type { MessageRef } from '../form/serverErrors';
import type { TradeEndState } from './timeline';
import { tradeCodeMessage } from './tradeCodes';

/** The stages of the trade as the user follows them (the bots' flow stages, in order). */
export const DEPOSIT_STAGES = [
  'searching_bot',
  'checking_friendship',
  'adding_friend',
  'pending_ready',
  'bot_enabling',
  'trading',
] as const;
export type DepositStage = (typeof DEPOSIT_STAGES)[number];

interface TradeFacts {
  state: TradeEndState;
  stage: string;
  delayed: boolean;
  code: string | null;
}

/**
 * The line under the trade's timeline: where a running one is (`${prefix}.now.<stage>`, with the bot's nickname as
 * {bot}), or how it ended (finished: `finished`, the page's words; cancelled; failed or expired: the code's text).
 */
export function depositStatusMessage(trade: TradeFacts, prefix: string, finished: MessageRef): MessageRef {
  switch (trade.state) {
    case 'active': {
      if (trade.stage === 'done') return { id: `${prefix}.now.settling` };
      if (trade.stage === 'searching_bot' && trade.delayed) return { id: `${prefix}.now.delayed` };
      const stage = (DEPOSIT_STAGES as readonly string[]).includes(trade.stage) ? trade.stage : 'searching_bot';
      return { id: `${prefix}.now.${stage}` };
    }
    case 'finished':
      return finished;
    case 'cancelled':
      return { id: `${prefix}.now.cancelled` };
    default:
      // Failed or expired (the badge and the timeline say which): why, in the code's words.
      return tradeCodeMessage(trade.code);
  }
}

/** Whether the user has something to do in the game now: the steps to follow are shown. */
export function showsSteps(trade: { state: TradeEndState; stage: string }): boolean {
  return trade.state === 'active' && trade.stage !== 'done';
}

/** How long a trade that ended stays among the current ones (its result where the user watched it). */
export const RECENT_END_MS = 10 * 60_000;

interface Listed {
  id: string;
  state: TradeEndState;
  createdAt: string;
  endedAt: string | null;
}

/** Running trades first, then the latest that ended; newest first within each. */
export function byRelevance(a: Pick<Listed, 'state' | 'createdAt'>, b: Pick<Listed, 'state' | 'createdAt'>) {
  return (
    Number(b.state === 'active') - Number(a.state === 'active') || Date.parse(b.createdAt) - Date.parse(a.createdAt)
  );
}

/**
 * The current trades (running, seen running on this page, or ended in the last 10 minutes: the user sees how they
 * ended where they followed them) and the earlier ones; running first, newest first.
 */
export function splitTrades<T extends Listed>(trades: readonly T[], seenRunning: ReadonlySet<string>, now: number) {
  const current: T[] = [];
  const earlier: T[] = [];
  for (const trade of [...trades].sort(byRelevance)) {
    const recent = trade.endedAt !== null && now - Date.parse(trade.endedAt) < RECENT_END_MS;
    (trade.state === 'active' || seenRunning.has(trade.id) || recent ? current : earlier).push(trade);
  }
  return { current, earlier };
}
