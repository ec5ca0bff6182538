// The status of an inventory item (spec trading-core 4), translated; "overstock" reads as Excess.
import { FormattedMessage } from 'react-intl';
import type { ItemStatus } from '../../../../modules/inventory-sync/inventory.schemas';
import { StatusBadge, type Tone } from '../../shared/ui/StatusBadge';

const TONES: Partial<Record<ItemStatus, Tone>> = {
  on_sale: 'success',
  frozen: 'info',
  on_fast_sale: 'info',
  transfer: 'info',
  withdrawal: 'info',
  timer: 'info',
  overstock: 'warning',
  purchase_cancelled: 'warning',
  old_inventory_item: 'warning',
  trade_locked_for_seller: 'warning',
  trade_locked_for_buyer: 'warning',
  fast_sell_auto_lock: 'warning',
  tech_works: 'warning',
  not_available: 'error',
  account_error: 'error',
  account_blocked: 'error',
  account_outdated: 'error',
  out_of_store: 'error',
  error: 'error',
};

export function ItemStatusBadge({ status }: { status: ItemStatus }) {
  return (
    <StatusBadge tone={TONES[status] ?? 'neutral'} status={status}>
      <FormattedMessage id={`itemStatus.${status}`} />
    </StatusBadge>
  );
}
