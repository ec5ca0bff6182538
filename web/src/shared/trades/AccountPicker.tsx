// The linked account a bot trade with the site takes items from (quick sale, exchange): one radio card per account
// of the game, its nickname, its status when it is not plain, and what it has to offer (`meta`).
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AccountView } from '../../../../modules/inventory-sync/inventory.schemas';
import { StatusBadge, type Tone } from '../ui/StatusBadge';
import './tradeOffer.css';

const ACCOUNT_TONES: Partial<Record<AccountView['status'], Tone>> = {
  success: 'success',
  fastSell: 'info',
  marketSell: 'info',
  loading: 'info',
  sync: 'info',
  freeze: 'info',
  outdatedItems: 'warning',
  tempBlocked: 'error',
  error: 'error',
};

interface AccountPickerProps {
  accounts: readonly AccountView[];
  picked: string;
  onPick: (id: string) => void;
  /** The radio group's name. */
  name: string;
  /** What the account has to offer, beside its status. */
  meta: (account: AccountView) => ReactNode;
}

export function AccountPicker({ accounts, picked, onPick, name, meta }: AccountPickerProps) {
  return (
    <fieldset className="trade-accounts">
      <legend className="trade-accounts__legend">
        <FormattedMessage id="tradeOffer.account.label" />
      </legend>
      <div className="trade-accounts__list">
        {accounts.map((a) => (
          <label key={a.id} className={`qs-account${a.id === picked ? ' is-checked' : ''}`} data-account-id={a.id}>
            <input
              type="radio"
              name={name}
              className="qs-account__input"
              value={a.id}
              checked={a.id === picked}
              onChange={() => onPick(a.id)}
            />
            <span className="qs-account__avatar" aria-hidden="true">
              {a.nickname.slice(0, 1).toUpperCase()}
            </span>
            <span className="qs-account__text">
              <span className="qs-account__name">{a.nickname}</span>
              <span className="qs-account__meta">
                {a.status !== 'success' && (
                  <StatusBadge
                    tone={ACCOUNT_TONES[a.status] ?? 'neutral'}
                    status={a.status}
                    className="qs-account__status"
                  >
                    <FormattedMessage id={`inventory.accountStatus.${a.status}`} />
                  </StatusBadge>
                )}
                {meta(a)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
