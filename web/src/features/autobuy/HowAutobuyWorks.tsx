// What an autopurchase is, in three steps (spec trading-core 1 "set autopurchases"): the sum held, each piece bought
// the moment it is listed at or under the price (at the listing's price), collected as any purchase. Beside the add
// form, and in the empty list.
import { FormattedMessage } from 'react-intl';
import { AUTOPURCHASE_DAYS } from '../../../../modules/autopurchases/autopurchases.vocabulary.schemas';
import { COLLECT_MINUTES } from '../../../../modules/orders/orders.vocabulary.schemas';
import { Icon, type IconName } from '../../shared/ui/Icon';

const STEPS: { id: string; icon: IconName }[] = [
  { id: 'hold', icon: 'wallet' },
  { id: 'buy', icon: 'repeat' },
  { id: 'collect', icon: 'bag' },
];

export function HowAutobuyWorks({ className }: { className?: string }) {
  return (
    <ol className={`autobuy-how ${className ?? ''}`}>
      {STEPS.map((step) => (
        <li key={step.id} className="autobuy-how__step">
          <span className="autobuy-how__icon" aria-hidden="true">
            <Icon name={step.icon} size={20} />
          </span>
          <span className="autobuy-how__text">
            <b>
              <FormattedMessage id={`autobuy.how.${step.id}.title`} />
            </b>
            <span>
              <FormattedMessage
                id={`autobuy.how.${step.id}.text`}
                values={{ minutes: COLLECT_MINUTES, days: AUTOPURCHASE_DAYS }}
              />
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
