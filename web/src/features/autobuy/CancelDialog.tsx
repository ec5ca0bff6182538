// Cancelling an open autopurchase (spec trading-core 1): what is still held for it returns to the balance; the pieces
// it bought stay bought (they wait in the purchased items).
import { FormattedMessage } from 'react-intl';
import type { AutopurchaseView } from '../../../../modules/autopurchases/autopurchases.schemas';
import { pushToast } from '../../shared/state/actions';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { Price } from '../../shared/ui/Price';
import { cancelAutopurchaseCall, useRefreshAutobuy } from './api';
import { readAutobuyFailure } from './autobuyErrors';
import type { GameKey } from '../../../../kernel';

interface CancelDialogProps {
  game: GameKey;
  autopurchase: AutopurchaseView | null;
  open: boolean;
  onClose: () => void;
}

export function CancelDialog({ game, autopurchase: a, open, onClose }: CancelDialogProps) {
  const refresh = useRefreshAutobuy();
  return (
    <ConfirmDialog
      open={open}
      id="autobuy-cancel-dialog"
      title={<FormattedMessage id="autobuy.cancel.title" />}
      text={
        a ? (
          <FormattedMessage
            id={a.filled > 0 ? 'autobuy.cancel.textBought' : 'autobuy.cancel.text'}
            values={{ name: a.name, held: <Price money={a.held} />, filled: a.filled }}
          />
        ) : null
      }
      confirm={<FormattedMessage id="autobuy.cancel.confirm" />}
      dismiss={<FormattedMessage id="autobuy.cancel.keep" />}
      onClose={onClose}
      onConfirm={async () => {
        if (!a) return;
        try {
          await cancelAutopurchaseCall(game, a.id);
          pushToast({ type: 'success', message: { id: 'autobuy.toast.cancelled', values: { name: a.name } } });
        } catch (error) {
          const failure = readAutobuyFailure(error, 'change');
          pushToast({ type: 'error', message: failure.alert ?? { id: 'errors.generic' } });
        } finally {
          void refresh();
          onClose();
        }
      }}
    />
  );
}
