// The promo modal (spec accounts-platform 2.6, 4.3, 5): enter a code, choose its reward type, the fortune result.
// The header's back button shows on step 2 only; closing goes home (the caller's onClose).
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../shared/ui/Icon';
import { Modal } from '../../shared/ui/Modal';
import { FortuneResultStep } from './FortuneResultStep';
import { PromoCodeForm } from './PromoCodeForm';
import { PromoLinks } from './PromoLinks';
import { RewardTypeStep } from './RewardTypeStep';
import { usePromoFlow } from './usePromoFlow';
import './promo.css';

interface Props {
  initialCode: string;
  instant: boolean;
  onClose: () => void;
}

export default function PromoModal({ initialCode, instant, onClose }: Props) {
  const intl = useIntl();
  const titleId = useId();
  const flow = usePromoFlow(initialCode, instant);
  const back =
    flow.step === 'select' ? (
      <button
        type="button"
        id="promo-back"
        className="icon-button promo-modal__back"
        onClick={flow.back}
        aria-label={intl.formatMessage({ id: 'promo.back' })}
        title={intl.formatMessage({ id: 'promo.back' })}
      >
        <Icon name="arrowLeft" size={20} />
      </button>
    ) : undefined;
  return (
    <Modal open onClose={onClose} titleId={titleId} size="xs" headerStart={back} className="promo-modal">
      <h2 id={titleId} className="promo-modal__title" data-step={flow.step}>
        <FormattedMessage id={flow.step === 'select' ? 'promo.select.title' : 'promo.title'} />
      </h2>
      {flow.step === 'form' && (
        <PromoCodeForm
          code={flow.code}
          onCode={flow.setCode}
          error={flow.error}
          busy={flow.busy}
          onSubmit={() => void flow.check()}
        />
      )}
      {flow.step === 'select' && (
        <RewardTypeStep
          code={flow.code}
          item={flow.found.item}
          rbx={flow.found.rbx}
          busy={flow.busy}
          onItem={() => void flow.chooseItem()}
          onRbx={flow.chooseRbx}
        />
      )}
      {flow.step === 'fortune' && <FortuneResultStep />}
      {flow.step === 'form' && <PromoLinks compact />}
    </Modal>
  );
}
