import { FormattedMessage } from 'react-intl';
import './pageStatus.css';

/** A centred spinner with a live message (social callback, logout, referral landing). */
export function PageStatus({ messageId }: { messageId: string }) {
  return (
    <section className="page-status" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <h1 className="page-status__text">
        <FormattedMessage id={messageId} />
      </h1>
    </section>
  );
}
