// The exchange's sums and whether it can start (spec trading-core 5): both sides' values and the difference by the
// rule the server checks (quoteExchange: the side worth less adds balance; the site pays back at most a share of
// what the user takes), the items count against the most one trade holds, and the first reason Start is held back.
// Pure.
import { quoteExchange, type ExchangeQuote } from '../../../../modules/exchange/exchange.vocabulary.schemas';
import type { MessageRef } from '../../shared/form/serverErrors';

export interface DraftFacts {
  /** The trade-in value of each of the user's items ticked (minor units). */
  give: readonly number[];
  /** Each site unit's price (minor units). */
  take: readonly number[];
  max: number;
  /** The pets picked whose age is not chosen yet, by name. */
  pending: readonly string[];
  /** The user's spendable balance in the board's currency; null while unknown. */
  balance: number | null;
}

export interface DraftSummary {
  quote: ExchangeQuote;
  /** Items on both sides. */
  count: number;
  /** What the balance lacks for the difference (0: enough, or unknown). */
  short: number;
  /** Why Start is held back (null: it can start). */
  blocker: MessageRef | null;
}

export function draftSummary(facts: DraftFacts): DraftSummary {
  const quote = quoteExchange([...facts.give], [...facts.take]);
  const count = facts.give.length + facts.take.length;
  const short = facts.balance === null ? 0 : Math.max(0, quote.balance - facts.balance);
  return { quote, count, short, blocker: blockerOf(facts, quote, count, short) };
}

function blockerOf(facts: DraftFacts, quote: ExchangeQuote, count: number, short: number): MessageRef | null {
  const [pending] = facts.pending;
  if (pending !== undefined) return { id: 'exchange.blocked.age', values: { name: pending } };
  if (facts.give.length === 0) return { id: 'exchange.blocked.noGive' };
  if (facts.take.length === 0) return { id: 'exchange.blocked.noTake' };
  if (count > facts.max) return { id: 'exchange.blocked.tooMany', values: { max: facts.max } };
  if (quote.refused) return { id: 'exchange.blocked.refused' };
  if (short > 0) return { id: 'exchange.blocked.balance' };
  return null;
}
