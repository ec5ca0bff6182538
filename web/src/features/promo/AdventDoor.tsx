// One door of the advent calendar: opened (its prize), today's (a button to open it, for a signed-in user), or shut.
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdventView } from '../../../../modules/promo/advent.schemas';
import type { Currency } from '../../../../kernel';
import { Icon } from '../../shared/ui/Icon';
import { adventPrizeText, wonText } from './prizeText';

type Door = AdventView['doors'][number];

interface Props {
  door: Door;
  today: boolean;
  canOpen: boolean;
  busy: boolean;
  currency: Currency;
  onOpen: () => void;
}

export function AdventDoor({ door, today, canOpen, busy, currency, onOpen }: Props) {
  const intl = useIntl();
  const state = door.opened ? 'opened' : today ? 'today' : 'shut';
  return (
    <li className={`advent-door advent-door--${state}`} data-door={door.door} data-state={state}>
      <span className="advent-door__number">{door.door}</span>
      {door.opened ? (
        <span className="advent-door__prize">
          <Icon name="gift" size={20} />
          {wonText(intl, door.opened)}
        </span>
      ) : today && canOpen ? (
        <button type="button" className="btn btn--primary btn--sm advent-door__open" disabled={busy} onClick={onOpen}>
          <FormattedMessage id="advent.open" />
        </button>
      ) : today ? (
        <span className="advent-door__prize advent-door__prize--hint">
          {adventPrizeText(intl, door.prize, currency)}
        </span>
      ) : (
        <span className="advent-door__shut">
          <Icon name="lock" size={18} />
          <span className="visually-hidden">
            <FormattedMessage id="advent.shut" />
          </span>
        </span>
      )}
    </li>
  );
}
