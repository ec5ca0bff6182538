// Linked game accounts of the current game (spec trading-core 3, 4): nickname, status, frozen flag, item
// count, and freezing (its items leave the market, prices kept) or unfreezing (they come back).
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { pushToast } from '../../shared/state/actions';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { Icon } from '../../shared/ui/Icon';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { freezeAccountCall, unfreezeAccountCall, type LinkedAccount } from './api';
import { actionFailureMessage } from './priceRules';
import type { GameKey } from '../../../../kernel';

/** Spec trading-core 9: at most 3 linked accounts. */
const MAX_ACCOUNTS = 3;

interface AccountsPanelProps {
  game: GameKey;
  accounts: readonly LinkedAccount[];
  /** Items of each account now on sale, for the freeze question. */
  onSaleCount: (accountId: string) => number;
  onChanged: () => Promise<unknown>;
}

export function AccountsPanel({ game, accounts, onSaleCount, onChanged }: AccountsPanelProps) {
  const intl = useIntl();
  // The account asked about stays set while the dialog closes (its text must not change mid-animation).
  const [freezing, setFreezing] = useState<{ account: LinkedAccount; onSale: number } | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const unfreeze = async (account: LinkedAccount) => {
    setBusy(account.id);
    try {
      const result = await unfreezeAccountCall(game, account.id);
      await onChanged();
      pushToast({ type: 'success', message: { id: 'inventory.account.unfrozen', values: { nickname: account.nickname, count: result.items } } });
    } catch (error) {
      pushToast({ type: 'error', message: actionFailureMessage(error, 'account') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="profile-card seller-accounts" aria-labelledby="seller-accounts-title">
      <div className="seller-section-head">
        <h2 id="seller-accounts-title" className="profile-card__title">
          <Icon name="gamepad" size={20} />
          <FormattedMessage id="inventory.accounts.title" />
        </h2>
        <span className="seller-section-head__meta">
          <FormattedMessage id="inventory.accounts.count" values={{ count: accounts.length, max: MAX_ACCOUNTS }} />
        </span>
      </div>
      <ul className="account-list">
        {accounts.map((account) => (
          <li key={account.id} className={`account-card${account.frozen ? ' account-card--frozen' : ''}`} data-account-id={account.id}>
            <span className="account-card__avatar" aria-hidden="true">
              {account.nickname.slice(0, 1).toUpperCase()}
            </span>
            <div className="account-card__main">
              <p className="account-card__name">{account.nickname}</p>
              <p className="account-card__badges">
                <StatusBadge tone={account.status === 'success' ? 'success' : account.status === 'error' ? 'error' : 'neutral'}>
                  <FormattedMessage id={`inventory.accountStatus.${account.status}`} />
                </StatusBadge>
                {account.frozen && (
                  <StatusBadge tone="info" className="account-card__frozen">
                    <Icon name="lock" size={14} />
                    <FormattedMessage id="inventory.account.frozen" />
                  </StatusBadge>
                )}
              </p>
              <p className="account-card__count">
                <FormattedMessage id="inventory.account.items" values={{ count: account.itemCount }} />
              </p>
            </div>
            {account.frozen ? (
              <Button
                size="sm"
                variant="secondary"
                className="account-card__action account-card__unfreeze"
                disabled={busy === account.id}
                aria-busy={busy === account.id || undefined}
                onClick={() => void unfreeze(account)}
              >
                <FormattedMessage id="inventory.account.unfreeze" />
              </Button>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                className="account-card__action account-card__freeze"
                disabled={busy === account.id || account.status !== 'success'}
                title={account.status !== 'success' ? intl.formatMessage({ id: 'inventory.error.notActive' }) : undefined}
                onClick={() => {
                  setFreezing({ account, onSale: onSaleCount(account.id) });
                  setAsking(true);
                }}
              >
                <FormattedMessage id="inventory.account.freeze" />
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking}
        id="freeze-dialog"
        title={<FormattedMessage id="inventory.freeze.title" values={{ nickname: freezing?.account.nickname ?? '' }} />}
        text={<FormattedMessage id="inventory.freeze.text" values={{ count: freezing?.onSale ?? 0 }} />}
        confirm={<FormattedMessage id="inventory.account.freeze" />}
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          const account = freezing?.account;
          if (!account) return;
          try {
            const result = await freezeAccountCall(game, account.id);
            await onChanged();
            pushToast({ type: 'success', message: { id: 'inventory.account.frozenDone', values: { nickname: account.nickname, count: result.items } } });
          } catch (error) {
            pushToast({ type: 'error', message: actionFailureMessage(error, 'account') });
          }
          setAsking(false);
        }}
      />
    </section>
  );
}
