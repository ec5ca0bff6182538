// One R$ order as its user follows it: how many R$ to which account, by which method, what it cost, and where it
// stands: the bot looking for a slot or buying the pass, the R$ pending until a date (a game pass), delivered, or
// failed with the gateway's reason in words (the price was refunded).
import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import { Icon } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import { StatusBadge, type Tone } from '../../shared/ui/StatusBadge';
import type { RbxOrderView } from './api';
import { rbxFailureMessage } from './rbxForm';

const TONES: Record<RbxOrderView['status'], Tone> = {
  created: 'info',
  delivery: 'warning',
  paid: 'success',
  failed: 'error',
  on_check: 'neutral',
};

export function RbxOrderCard({ order }: { order: RbxOrderView }) {
  const failure = order.state === 'failed' ? rbxFailureMessage(order.failure) : null;
  return (
    <li className="rbx-order" id={`rbx-order-${order.id}`} data-state={order.state}>
      <div className="rbx-order__head">
        <Icon name="robux" size={22} className="rbx-order__icon" />
        <strong className="rbx-order__amount">
          <FormattedMessage id="rbx.amount.value" values={{ amount: <FormattedNumber value={order.amount} /> }} />
        </strong>
        <StatusBadge tone={TONES[order.status]} status={order.status} id={`rbx-order-status-${order.id}`}>
          <FormattedMessage id={`rbx.status.${order.status}`} />
        </StatusBadge>
      </div>
      <dl className="rbx-order__facts">
        <div>
          <dt>
            <FormattedMessage id="rbx.order.account" />
          </dt>
          <dd>{order.nickname}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="rbx.order.method" />
          </dt>
          <dd>
            <FormattedMessage id={`rbx.method.${order.method}`} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="rbx.order.paid" />
          </dt>
          <dd>{order.price ? <Price money={order.price} /> : <FormattedMessage id="rbx.order.prize" />}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="rbx.order.date" />
          </dt>
          <dd>
            <FormattedDate value={order.createdAt} dateStyle="medium" timeStyle="short" />
          </dd>
        </div>
      </dl>
      <p className={`rbx-order__state rbx-order__state--${order.state}`} role="status">
        {order.state === 'created' && (
          <>
            <span className="rbx-order__spinner" aria-hidden="true" />
            <FormattedMessage id={order.stage === 'buying_pass' ? 'rbx.order.buying' : 'rbx.order.searching'} />
          </>
        )}
        {order.state === 'pending' && order.creditedAt && (
          <FormattedMessage
            id="rbx.order.pending"
            values={{ date: <FormattedDate value={order.creditedAt} dateStyle="medium" timeStyle="short" /> }}
          />
        )}
        {order.state === 'delivered' && <FormattedMessage id="rbx.order.delivered" />}
        {failure && (
          <>
            <FormattedMessage id={failure.id} values={failure.values} />{' '}
            {order.price && <FormattedMessage id="rbx.order.refunded" />}
          </>
        )}
      </p>
    </li>
  );
}
