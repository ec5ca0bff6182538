// What a spin gave, and what to do with it: a balance (paid), R$ (sent to a game pass on the R$ page), a pet
// (collected within 60 minutes from purchased items), another free spin.
import { FormattedMessage, useIntl } from 'react-intl';
import { WHEEL_PET_COLLECT_MINUTES, type SpinView } from '../../../../modules/promo/wheel.schemas';
import { ButtonLink } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import { rbxPrizeHref } from '../../shared/promo/rbxPrize';
import { wonText } from './prizeText';

export function SpinPrize({ spin }: { spin: SpinView }) {
  const intl = useIntl();
  const prize = spin.prize;
  return (
    <div className="spin-prize" id="spin-prize" role="status" data-kind={prize.kind}>
      <Icon name="gift" size={28} className="spin-prize__icon" />
      <p className="spin-prize__title">
        <FormattedMessage id="fortune.won" values={{ prize: <strong>{wonText(intl, prize)}</strong> }} />
      </p>
      {prize.kind === 'balance' && (
        <p className="spin-prize__text">
          <FormattedMessage id="fortune.won.balance" />
        </p>
      )}
      {prize.kind === 'rbx' && (
        <>
          <p className="spin-prize__text">
            <FormattedMessage id="fortune.won.rbx" />
          </p>
          <ButtonLink href={rbxPrizeHref(prize.rbxPrizeId, prize.amount)} size="sm" className="spin-prize__action">
            <FormattedMessage id="fortune.won.rbxSend" />
          </ButtonLink>
        </>
      )}
      {prize.kind === 'pet' && (
        <>
          <p className="spin-prize__text">
            <FormattedMessage
              id="fortune.won.pet"
              values={{ minutes: WHEEL_PET_COLLECT_MINUTES, time: intl.formatTime(prize.collectBy) }}
            />
          </p>
          <ButtonLink href="/profile/purchased" size="sm" className="spin-prize__action">
            <FormattedMessage id="fortune.won.petCollect" />
          </ButtonLink>
        </>
      )}
      {prize.kind === 'spin' && (
        <p className="spin-prize__text">
          <FormattedMessage id="fortune.won.spin" />
        </p>
      )}
    </div>
  );
}
