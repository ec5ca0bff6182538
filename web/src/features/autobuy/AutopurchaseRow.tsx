// One autopurchase of the list (spec trading-core 3 "Autopurchase: item, price per piece, quantity, sum"): the item
// and its variant, the price per piece, the pieces bought of the quantity with a bar, what is held and what was spent,
// and until when it stays open. An open one can be edited or cancelled; one that ended says how (filled, cancelled,
// expired) and can be set again.
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { AutopurchaseView } from '../../../../modules/autopurchases/autopurchases.schemas';
import { autobuyAddPath } from '../../shared/autobuy/paths';
import { VariantChips } from '../../shared/items/ItemBadges';
import { itemPath } from '../../shared/items/itemPaths';
import { store } from '../../shared/state/store';
import { Button, ButtonLink } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import { StatusBadge, type Tone } from '../../shared/ui/StatusBadge';

const STATUS_TONES: Record<AutopurchaseView['status'], Tone> = {
  active: 'info',
  filled: 'success',
  cancelled: 'neutral',
  expired: 'warning',
};

interface RowProps {
  autopurchase: AutopurchaseView;
  onEdit: () => void;
  onCancel: () => void;
}

export function AutopurchaseRow({ autopurchase: a, onEdit, onCancel }: RowProps) {
  const intl = useIntl();
  const { game } = useSnapshot(store);
  const active = a.status === 'active';
  // The view has no item type: the item page puts the canonical address in place.
  const href = a.game === game && a.slug ? itemPath({ type: 'item', slug: a.slug, id: a.itemId }, a.cardId) : null;
  const share = a.quantity > 0 ? a.filled / a.quantity : 0;
  return (
    <li
      className={`autobuy-row${active ? '' : ' autobuy-row--ended'}`}
      data-autopurchase-id={a.id}
      data-status={a.status}
    >
      <img className="autobuy-row__art" src={a.art} alt="" width={64} height={64} />
      <div className="autobuy-row__main">
        <p className="autobuy-row__name">{href ? <Link href={href}>{a.name}</Link> : a.name}</p>
        <VariantChips variant={a.variant} emptyText={intl.formatMessage({ id: 'item.variant.plain' })} />
        <p className="autobuy-row__price">
          <FormattedMessage
            id="autobuy.row.price"
            values={{ price: <b className="autobuy-row__price-amount">{<Price money={a.price} />}</b> }}
          />
        </p>
      </div>
      <div className="autobuy-row__progress">
        <p className="autobuy-row__filled" data-filled={a.filled} data-quantity={a.quantity}>
          <FormattedMessage
            id="autobuy.row.filled"
            values={{ filled: a.filled, quantity: a.quantity, b: (chunks) => <b>{chunks}</b> }}
          />
        </p>
        <div
          className="autobuy-bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={a.quantity}
          aria-valuenow={a.filled}
          aria-label={intl.formatMessage({ id: 'autobuy.row.progress' }, { name: a.name })}
        >
          <span className="autobuy-bar__fill" style={{ width: `${Math.round(share * 100)}%` }} />
        </div>
        <dl className="autobuy-row__facts">
          {active && (
            <div>
              <dt>
                <FormattedMessage id="autobuy.row.held" />
              </dt>
              <dd className="autobuy-row__held">
                <Price money={a.held} />
              </dd>
            </div>
          )}
          <div>
            <dt>
              <FormattedMessage id="autobuy.row.spent" />
            </dt>
            <dd className="autobuy-row__spent">
              <Price money={a.spent} />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id={active ? 'autobuy.row.expires' : 'autobuy.row.ended'} />
            </dt>
            <dd>
              <FormattedDate value={active ? a.expiresAt : (a.endedAt ?? a.expiresAt)} dateStyle="medium" />
            </dd>
          </div>
        </dl>
      </div>
      <div className="autobuy-row__side">
        {active ? (
          <>
            <Button variant="secondary" size="sm" className="autobuy-row__edit" onClick={onEdit}>
              <Icon name="settings" size={16} />
              <FormattedMessage id="autobuy.row.edit" />
            </Button>
            <Button variant="ghost" size="sm" className="autobuy-row__cancel" onClick={onCancel}>
              <Icon name="close" size={16} />
              <FormattedMessage id="autobuy.row.cancel" />
            </Button>
          </>
        ) : (
          <>
            <StatusBadge tone={STATUS_TONES[a.status]} status={a.status} className="autobuy-row__status">
              <FormattedMessage id={`autobuy.status.${a.status}`} />
            </StatusBadge>
            {a.game === game && a.slug && (
              <ButtonLink
                href={autobuyAddPath({ slug: a.slug, cardId: a.cardId, variant: a.variant })}
                variant="ghost"
                size="sm"
                className="autobuy-row__again"
              >
                <Icon name="repeat" size={16} />
                <FormattedMessage id="autobuy.row.again" />
              </ButtonLink>
            )}
          </>
        )}
      </div>
    </li>
  );
}
