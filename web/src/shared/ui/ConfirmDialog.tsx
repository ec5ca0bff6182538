// A yes/no question before an action that changes what buyers see (remove from sale, freeze).
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from './Button';
import { Modal } from './Modal';
import './dialog.css';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  confirm: ReactNode;
  /** The button that closes without acting (default "Cancel"). */
  dismiss?: ReactNode;
  onClose: () => void;
  /** Resolves when done; the dialog stays busy meanwhile. */
  onConfirm: () => Promise<void>;
  id?: string;
}

export function ConfirmDialog({ open, title, text, confirm, dismiss, onClose, onConfirm, id }: ConfirmDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onClose}
      titleId={titleId}
      size="xs"
      className="confirm-dialog"
    >
      <div className="confirm-dialog__body" id={id}>
        <h2 id={titleId} className="price-form__title">
          {title}
        </h2>
        <p className="price-form__text">{text}</p>
        <div className="price-form__actions">
          <Button variant="secondary" onClick={onClose} disabled={busy} className="confirm-dialog__dismiss">
            {dismiss ?? <FormattedMessage id="inventory.dialog.cancel" />}
          </Button>
          <Button
            className="confirm-dialog__confirm"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={async () => {
              setBusy(true);
              try {
                await onConfirm();
              } finally {
                setBusy(false);
              }
            }}
          >
            {busy && <span className="spinner spinner--inline" aria-hidden="true" />}
            {confirm}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
