// /fortune (spec trading-core 2, 9; accounts-platform 8): the provably fair wheel. Its eight prizes with published
// odds and today's pet; a signed-in user spins with a free spin and sees the prize, then can verify every spin. With
// the newFortuneWheel flag off the page says the wheel is unavailable.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { WheelPet } from '../../../../modules/promo/wheel.schemas';
import { store } from '../../shared/state/store';
import { Button } from '../../shared/ui/Button';
import { CardLoading } from '../../shared/ui/CardLoading';
import { EmptyBox } from '../../shared/ui/EmptyBox';
import { Icon } from '../../shared/ui/Icon';
import { RetryBox } from '../../shared/ui/RetryBox';
import { SignInButton } from '../../shared/ui/SignInButton';
import { useTitle } from '../../shared/ui/useTitle';
import { useWheel } from './api';
import { FairnessPanel } from './FairnessPanel';
import { FortuneWheel } from './FortuneWheel';
import { PromoLinks } from './PromoLinks';
import { SpinPrize } from './SpinPrize';
import { useSpinner } from './useSpinner';
import { WheelLegend } from './WheelLegend';
import '../../shared/ui/card.css';
import '../../shared/form/form.css';
import './promo.css';

export default function FortunePage() {
  useTitle('title.fortune');
  const { flags } = useSnapshot(store);
  return (
    <div className="container promo-page fortune-page">
      <header className="promo-head">
        <h1 className="promo-head__title">
          <Icon name="coin" size={30} />
          <FormattedMessage id="fortune.title" />
        </h1>
        <p className="promo-head__intro">
          <FormattedMessage id="fortune.intro" />
        </p>
      </header>
      {flags.newFortuneWheel === false ? (
        <EmptyBox id="fortune-unavailable">
          <p>
            <FormattedMessage id="fortune.error.unavailable" />
          </p>
        </EmptyBox>
      ) : (
        <FortuneBoard />
      )}
      <PromoLinks current="fortune" />
    </div>
  );
}

function FortuneBoard() {
  const { isAuth, currency } = useSnapshot(store);
  const { data: wheel, error: loadError, mutate } = useWheel(isAuth);
  const spinner = useSpinner(wheel?.segments.length ?? 8);
  const [spunPet, setSpunPet] = useState<WheelPet | null>(null);
  if (!wheel) {
    return loadError ? <RetryBox message="fortune.error.load" onRetry={() => void mutate()} /> : <CardLoading />;
  }
  // A won pet leaves the site's stock at once: while its prize is shown the wheel keeps it on the slice the pointer
  // rests on (not the balance that slice gives now). The legend says what the next spin can win.
  const drawn = spinner.result?.prize.kind === 'pet' ? { ...wheel, pet: spunPet } : wheel;
  return (
    <>
      <div className="fortune-board">
        <section className="profile-card fortune-stage" aria-labelledby="fortune-stage-title">
          <h2 id="fortune-stage-title" className="visually-hidden">
            <FormattedMessage id="fortune.wheel.label" />
          </h2>
          <FortuneWheel
            wheel={drawn}
            currency={currency}
            rotation={spinner.rotation}
            animate={spinner.animate}
            highlight={spinner.result?.segment ?? null}
            onStopped={spinner.stopped}
          />
          {isAuth ? (
            <div className="fortune-stage__actions">
              <p className="fortune-stage__spins" id="free-spins">
                <FormattedMessage id="fortune.freeSpins" values={{ count: wheel.freeSpins }} />
              </p>
              <Button
                size="lg"
                id="spin-button"
                disabled={spinner.spinning || wheel.freeSpins < 1}
                aria-busy={spinner.spinning}
                onClick={() => {
                  setSpunPet(wheel.pet);
                  void spinner.spin(wheel.pet?.offerId ?? null);
                }}
              >
                <FormattedMessage id={spinner.spinning ? 'fortune.spinning' : 'fortune.spin'} />
              </Button>
              {wheel.freeSpins < 1 && !spinner.spinning && (
                <p className="fortune-stage__hint">
                  <FormattedMessage
                    id="fortune.noSpins"
                    values={{ link: (text) => <Link href="/promocode">{text}</Link> }}
                  />
                </p>
              )}
            </div>
          ) : (
            <div className="fortune-stage__actions">
              <p className="fortune-stage__hint">
                <FormattedMessage id="fortune.signIn" />
              </p>
              <SignInButton size="lg" />
            </div>
          )}
          {spinner.error && (
            <p className="field__error fortune-stage__error" id="spin-error" role="alert">
              <FormattedMessage id={spinner.error} />
            </p>
          )}
          {spinner.result && <SpinPrize spin={spinner.result} />}
        </section>
        <WheelLegend wheel={wheel} currency={currency} />
      </div>
      {wheel.commitment && <FairnessPanel commitment={wheel.commitment} />}
      <p className="fortune-verify-link">
        <Link href="/fortune/verify">
          <FormattedMessage id="fairness.verifyAny" />
        </Link>
      </p>
    </>
  );
}
