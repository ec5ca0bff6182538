// Reviewing the seller of a completed deal (POST /api/reviews/sellers): who and what it was, then the review form.
// Sent: the deal leaves the list and a toast thanks the buyer; a deal that can no longer be reviewed leaves it too.
import { useId } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { ReviewableDeal } from '../../../../modules/reviews/reviews.schemas';
import { pushToast } from '../../shared/state/actions';
import { Modal } from '../../shared/ui/Modal';
import { reviewSellerCall } from './api';
import { DealItems } from './DealItems';
import { ReviewForm } from './ReviewForm';

interface SellerReviewDialogProps {
  deal: ReviewableDeal | null;
  open: boolean;
  onClose: () => void;
  /** The deal was reviewed (or can no longer be): the list drops it and is read again. */
  onDone: (deal: ReviewableDeal) => void;
}

export function SellerReviewDialog({ deal, open, onClose, onDone }: SellerReviewDialogProps) {
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} titleId={titleId} size="ms" className="review-dialog">
      {deal && (
        <div className="review-dialog__body" id="seller-review-dialog">
          <header className="review-dialog__head">
            <h2 id={titleId} className="review-dialog__title">
              <FormattedMessage
                id="reviews.dialog.title"
                values={{ seller: <span className="review-dialog__seller">{deal.sellerNickname}</span> }}
              />
            </h2>
            <p className="review-dialog__text">
              <FormattedMessage id="reviews.dialog.text" />
            </p>
            <div className="review-dialog__deal">
              <DealItems items={deal.items} />
              <p className="review-dialog__date">
                <FormattedMessage
                  id="reviews.deal.completed"
                  values={{ date: <FormattedDate value={deal.completedAt} dateStyle="medium" /> }}
                />
              </p>
            </div>
          </header>
          <ReviewForm
            key={`${deal.purchaseId}:${deal.sellerId}`}
            kind="seller"
            id="seller-review-form"
            send={(values) => reviewSellerCall({ purchaseId: deal.purchaseId, sellerId: deal.sellerId, ...values })}
            onSent={() => {
              pushToast({
                type: 'success',
                message: { id: 'reviews.sent.seller', values: { seller: deal.sellerNickname } },
              });
              onDone(deal);
              onClose();
            }}
            onGone={() => onDone(deal)}
            onCancel={onClose}
            submit={<FormattedMessage id="reviews.form.submit" />}
          />
        </div>
      )}
    </Modal>
  );
}
