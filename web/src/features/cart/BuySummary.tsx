// Foot of the cart and the fast-buy dialog: total, balance and balance after the purchase, the reason a
// buy did not go through, and the buy button (Confirm again after a price change).
import { FormattedMessage } from 'react-intl';
import { COLLECT_MINUTES } from '../../../../modules/orders/orders.vocabulary.schemas';
import { FormAlert } from '../../shared/form/fields';
import { openAuth } from '../../shared/session/session';
import { ButtonLink } from '../../shared/ui/Button';
import { RatingsFixLink } from '../../shared/ratings/RatingsFixLink';
import { Icon } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import { shortfallOf } from './api';
import type { BuyAlert } from './usePurchase';
import type { Money } from '../../../../kernel';

interface BuySummaryProps {
  total: Money;
  /** Spendable balance in the total's currency (minor units); undefined while loading or for guests. */
  available: number | undefined;
  isAuth: boolean;
  alert: BuyAlert | null;
  busy: boolean;
  disabled: boolean;
  /** After a price change the buyer confirms the new total. */
  confirmAgain: boolean;
  submitId: string;
  /** Message id of the button, with {total}. */
  submitText?: string;
  onBuy: () => void;
  /** Leaving for the top-up page closes the dialog. */
  onLeave: () => void;
}

export function BuySummary({
  total,
  available,
  isAuth,
  alert,
  busy,
  disabled,
  confirmAgain,
  submitId,
  submitText = 'buy.submit',
  onBuy,
  onLeave,
}: BuySummaryProps) {
  const after = available === undefined ? undefined : available - total.amount;
  const shortfall = shortfallOf(total.amount, available);
  const topUpHref = `/topups${shortfall ? `?amount=${shortfall}` : ''}`;
  return (
    <div className="buy-summary">
      {alert && (
        <FormAlert tone={alert.tone === 'error' ? 'error' : 'info'}>
          <p className="buy-alert__text" data-alert={alert.id}>
            {alert.topUp && !shortfall ? (
              <FormattedMessage id="buy.error.balanceNoAmount" />
            ) : (
              <FormattedMessage
                id={alert.id}
                values={{
                  ...alert.values,
                  amount: shortfall ? (
                    <Price money={{ amount: total.amount - (available ?? 0), currency: total.currency }} />
                  ) : (
                    ''
                  ),
                }}
              />
            )}
          </p>
          <RatingsFixLink messageId={alert.id} onClick={onLeave} />
          {alert.topUp && (
            <ButtonLink href={topUpHref} size="sm" className="buy-alert__action" onClick={onLeave}>
              <Icon name="wallet" size={16} />
              <FormattedMessage id="buy.topUp" />
            </ButtonLink>
          )}
        </FormAlert>
      )}
      <dl className="buy-summary__rows">
        <div className="buy-summary__total">
          <dt>
            <FormattedMessage id="buy.total" />
          </dt>
          <dd id={`${submitId}-total`}>
            <Price money={total} />
          </dd>
        </div>
        {isAuth && available !== undefined && (
          <>
            <div>
              <dt>
                <FormattedMessage id="buy.balance" />
              </dt>
              <dd>
                <Price money={{ amount: available, currency: total.currency }} />
              </dd>
            </div>
            <div className={`buy-summary__after${after !== undefined && after < 0 ? ' is-negative' : ''}`}>
              <dt>
                <FormattedMessage id="buy.after" />
              </dt>
              <dd id={`${submitId}-after`}>
                {after !== undefined && after < 0 ? (
                  <FormattedMessage
                    id="buy.missing"
                    values={{ amount: <Price money={{ amount: -after, currency: total.currency }} /> }}
                  />
                ) : (
                  after !== undefined && <Price money={{ amount: after, currency: total.currency }} />
                )}
              </dd>
            </div>
          </>
        )}
      </dl>
      {!isAuth ? (
        <button
          type="button"
          className="btn btn--primary btn--lg buy-summary__submit"
          id={submitId}
          onClick={() => {
            onLeave();
            openAuth('login');
          }}
        >
          <Icon name="user" size={18} />
          <FormattedMessage id="buy.signIn" />
        </button>
      ) : (
        <button
          type="button"
          className="btn btn--primary btn--lg buy-summary__submit"
          id={submitId}
          disabled={busy || disabled}
          aria-busy={busy || undefined}
          onClick={onBuy}
        >
          {busy && <span className="spinner spinner--inline" aria-hidden="true" />}
          <FormattedMessage
            id={confirmAgain ? 'buy.confirmAgain' : submitText}
            values={{ total: <Price money={total} /> }}
          />
        </button>
      )}
      {isAuth && after !== undefined && after < 0 && !alert?.topUp && (
        <ButtonLink
          href={topUpHref}
          variant="secondary"
          size="md"
          className="buy-summary__submit buy-summary__topup"
          onClick={onLeave}
        >
          <Icon name="wallet" size={18} />
          <FormattedMessage id="buy.topUp" />
        </ButtonLink>
      )}
      <p className="buy-note">
        <Icon name="clock" size={16} />
        <span>
          <FormattedMessage id="buy.collectNote" values={{ minutes: COLLECT_MINUTES }} />
        </span>
      </p>
    </div>
  );
}
