// A linked account has nothing a trade with the site can take (quick sale, exchange): why, and where to mend it.
// `${messages}.title` names the account ({nickname}); `${messages}.<hint>` says why (shared/trades/accounts.ts).
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../ui/Button';
import { Icon } from '../ui/Icon';
import type { AccountHint } from './accounts';
import './tradeOffer.css';

const HINT_LINKS: Partial<Record<AccountHint, { href: string; label: string }>> = {
  noAccess: { href: '/profile/trade/connected', label: 'tradeOffer.fix.relink' },
  frozen: { href: '/profile/trade', label: 'tradeOffer.fix.accounts' },
  outdated: { href: '/profile/trade', label: 'tradeOffer.fix.sync' },
  sync: { href: '/profile/trade', label: 'tradeOffer.fix.sync' },
  none: { href: '/profile/trade/inventory', label: 'tradeOffer.fix.inventory' },
};

export function NoTradeItems({
  id,
  hint,
  nickname,
  messages,
}: {
  id: string;
  hint: AccountHint;
  nickname: string;
  messages: string;
}) {
  const link = HINT_LINKS[hint];
  return (
    <div className="trade-none" id={id} data-hint={hint}>
      <Icon name="inventory" size={40} />
      <p className="trade-none__title">
        <FormattedMessage id={`${messages}.title`} values={{ nickname }} />
      </p>
      <p>
        <FormattedMessage id={`${messages}.${hint}`} />
      </p>
      {link && (
        <ButtonLink href={link.href} variant="secondary" size="sm">
          <Icon name={hint === 'sync' || hint === 'outdated' ? 'reload' : 'arrowRight'} size={16} />
          <FormattedMessage id={link.label} />
        </ButtonLink>
      )}
    </div>
  );
}
