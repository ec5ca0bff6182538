// Cart reservation (spec trading-core 2 /cart-reservation, behind the cartReservation flag): the cart's
// items are held for the buyer for 10 minutes, so nobody else can buy them while the buyer pays. The held
// items count down; Pay buys exactly those offers, Release lets them go. The server answers the same
// errors as a buy (sold meanwhile, own items, prices changed).
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { Variant } from '../../../../modules/catalog/catalog.schemas';
import { RESERVATION_MINUTES } from '../../../../modules/orders/orders.vocabulary.schemas';
import { cart, setCartLines } from '../../shared/cart/cartStore';
import { VariantChips } from '../../shared/items/ItemBadges';
import { errorToast } from '../../shared/ratings/errorToast';
import { pushToast } from '../../shared/state/actions';
import { store } from '../../shared/state/store';
import { countdown } from '../../shared/time/countdown';
import { useNow } from '../../shared/time/useNow';
import { Button } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import { useTitle } from '../../shared/ui/useTitle';
import { buyItemsCall, holdReservationCall, readBuyFailure, releaseReservationCall, useReservation } from './api';
import './reservation.css';

export default function CartReservationPage() {
  useTitle('title.cartReservation');
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { game, currency } = useSnapshot(store);
  const lines = useSnapshot(cart).lines[game];
  const { data, mutate } = useReservation(game, currency);
  const [busy, setBusy] = useState(false);
  const now = useNow(!!data?.items.length);
  const held = (data?.items ?? []).filter((i) => Date.parse(i.reservedUntil) > now);
  const total = held.reduce((sum, i) => sum + i.price.amount, 0);

  const failed = (error: unknown) => {
    const failure = readBuyFailure(error);
    pushToast(
      failure.kind === 'blocked'
        ? errorToast(failure.message)
        : { type: 'error', message: { id: `reservation.error.${failure.kind}` } },
    );
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const hold = () =>
    run(async () => {
      await mutate(await holdReservationCall(game, currency, lines), { revalidate: false });
    });
  const release = () =>
    run(async () => {
      await releaseReservationCall(game);
      await mutate({ items: [] }, { revalidate: false });
    });
  const pay = () =>
    run(async () => {
      const items = held.map((i) => ({ offerId: i.offerId, price: i.price.amount }));
      await buyItemsCall(game, currency, items);
      setCartLines(game, []);
      pushToast({ type: 'success', message: { id: 'reservation.paid' } });
      navigate('/profile/purchased');
    });

  return (
    <div className="page reservation">
      <h1 className="reservation__title">
        <FormattedMessage id="reservation.title" />
      </h1>
      <p className="reservation__note">
        <Icon name="clock" size={18} />
        <span>
          <FormattedMessage id="reservation.note" values={{ minutes: RESERVATION_MINUTES }} />
        </span>
      </p>
      {held.length === 0 ? (
        <div className="reservation__empty">
          <p>
            <FormattedMessage
              id={lines.length ? 'reservation.ready' : 'reservation.emptyCart'}
              values={{ count: lines.length }}
            />
          </p>
          {lines.length > 0 && (
            <Button id="reservation-hold" disabled={busy} onClick={() => void hold()}>
              <Icon name="clock" size={18} />
              <FormattedMessage id="reservation.hold" values={{ minutes: RESERVATION_MINUTES }} />
            </Button>
          )}
        </div>
      ) : (
        <>
          <ul className="reservation__list" aria-label={intl.formatMessage({ id: 'reservation.title' })}>
            {held.map((item) => (
              <li key={item.offerId} className="reservation__item">
                <img src={item.art} alt="" width={56} height={56} />
                <span className="reservation__name">
                  {item.name}
                  <VariantChips variant={item.variant as Variant} />
                </span>
                <Price money={item.price} />
                <span className="reservation__left">
                  <FormattedMessage
                    id="reservation.left"
                    values={{ time: countdown(Date.parse(item.reservedUntil) - now) }}
                  />
                </span>
              </li>
            ))}
          </ul>
          <div className="reservation__actions">
            <Button variant="secondary" disabled={busy} onClick={() => void release()}>
              <FormattedMessage id="reservation.release" />
            </Button>
            <Button id="reservation-pay" disabled={busy} onClick={() => void pay()}>
              <FormattedMessage
                id="reservation.pay"
                values={{ total: <Price money={{ amount: total, currency }} /> }}
              />
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
