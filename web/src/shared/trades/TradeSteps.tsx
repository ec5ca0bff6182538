// What the buyer does in the game to receive a withdrawal (spec trading-core 5: one cheap food item from the
// list, level 10 for murder-mystery trades): accept the seller's friend request, add ONE food item to the
// trade, accept it. The collect dialog and each running trade on the withdrawal page say it the same way.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FOOD_ITEMS } from '../../../../modules/withdrawals/withdrawals.vocabulary.schemas';
import type { GameKey } from '../../../../kernel';
import { LevelNote } from './LevelNote';
import './tradeSteps.css';

const bold = (chunks: ReactNode[]) => <b>{chunks}</b>;

/** The food items in words (withdrawals.food.<name>), "cup, sandwich, ... or ice cream". */
export function useFoodList(): string {
  const intl = useIntl();
  const names = FOOD_ITEMS.map((food) => intl.formatMessage({ id: `withdrawals.food.${food.replace(/ /g, '_')}` }));
  return intl.formatList(names, { type: 'disjunction' });
}

interface TradeStepsProps {
  game: GameKey;
  /** The seller's game account that sends the friend request, when known (a trade started). */
  seller?: string | null;
  id?: string;
}

export function TradeSteps({ game, seller, id }: TradeStepsProps) {
  const foods = useFoodList();
  return (
    <div className="trade-steps" id={id}>
      <ol className="trade-steps__list">
        <li>
          {seller ? (
            <FormattedMessage id="withdrawals.steps.friendFrom" values={{ seller, b: bold }} />
          ) : (
            <FormattedMessage id="withdrawals.steps.friend" />
          )}
        </li>
        <li>
          <FormattedMessage id="withdrawals.steps.food" values={{ foods, b: bold }} />
        </li>
        <li>
          <FormattedMessage id="withdrawals.steps.accept" />
        </li>
      </ol>
      <LevelNote game={game} />
    </div>
  );
}
