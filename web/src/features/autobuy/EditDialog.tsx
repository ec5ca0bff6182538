// Editing an open autopurchase (spec trading-core 3, 5): a new price per piece or quantity (at least the pieces
// already bought; as many ends it as filled). It shows the new hold for the pieces still to buy, how it moves from
// the current one (more taken from the balance, or some given back) and whether the balance covers the move.
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AutopurchaseView } from '../../../../modules/autopurchases/autopurchases.schemas';
import { FormAlert } from '../../shared/form/fields';
import type { MessageRef } from '../../shared/form/serverErrors';
import { amountText } from '../../shared/format/money';
import { VariantChips } from '../../shared/items/ItemBadges';
import { RatingsFixLink } from '../../shared/ratings/RatingsFixLink';
import { openAuth, rememberRedirect } from '../../shared/session/session';
import { pushToast } from '../../shared/state/actions';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { Price } from '../../shared/ui/Price';
import { updateAutopurchaseCall, useRefreshAutobuy } from './api';
import { PriceField, QuantityField } from './AutobuyFields';
import { readAutobuyFailure } from './autobuyErrors';
import {
  autobuySchema,
  encodeProblem,
  priceMinor,
  priceProblem,
  quantityProblem,
  toPriceText,
  type AutobuyValues,
  type KnownBounds,
} from './autobuyForm';
import { holdChange } from './autobuyMath';
import { BalanceRows, TopUpLink } from './BalanceRows';
import type { GameKey } from '../../../../kernel';
import '../../shared/ui/dialog.css';

interface EditDialogProps {
  game: GameKey;
  autopurchase: AutopurchaseView | null;
  open: boolean;
  /** Changes every time the dialog opens: the form starts over. */
  session: number;
  onClose: () => void;
}

export function EditDialog({ game, autopurchase, open, session, onClose }: EditDialogProps) {
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} titleId={titleId} size="ms" className="autobuy-edit">
      {autopurchase && (
        <EditForm key={session} game={game} autopurchase={autopurchase} titleId={titleId} onClose={onClose} />
      )}
    </Modal>
  );
}

function EditForm({
  game,
  autopurchase: a,
  titleId,
  onClose,
}: {
  game: GameKey;
  autopurchase: AutopurchaseView;
  titleId: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const refresh = useRefreshAutobuy();
  const currency = a.price.currency;
  const [alert, setAlert] = useState<{ message: MessageRef; topUp: boolean } | null>(null);
  const bounds = useRef<KnownBounds>({});
  const schema = useMemo(() => autobuySchema(currency, () => bounds.current, a.filled), [currency, a.filled]);
  const initialValues: AutobuyValues = { price: toPriceText(a.price.amount), quantity: String(a.quantity) };

  const submit = async (values: AutobuyValues, helpers: FormikHelpers<AutobuyValues>) => {
    setAlert(null);
    const price = priceMinor(values.price)!;
    const quantity = Number(values.quantity);
    const change: { price?: string; quantity?: number } = {};
    if (price !== a.price.amount) change.price = amountText(price);
    if (quantity !== a.quantity) change.quantity = quantity;
    if (!change.price && change.quantity === undefined) return onClose();
    try {
      const view = await updateAutopurchaseCall(game, a.id, change);
      void refresh();
      pushToast({
        type: 'success',
        message: {
          id: view.status === 'filled' ? 'autobuy.toast.editedFilled' : 'autobuy.toast.edited',
          values: { name: a.name },
        },
      });
      onClose();
    } catch (error) {
      const failure = readAutobuyFailure(error, 'change');
      if (failure.signIn) {
        rememberRedirect(window.location.pathname + window.location.search);
        onClose();
        openAuth('login');
        return;
      }
      const told = failure.fields.price;
      if (told?.amount !== undefined && (told.key === 'min' || told.key === 'max'))
        bounds.current = { ...bounds.current, [told.key]: told.amount };
      for (const [field, problem] of Object.entries(failure.fields)) {
        void helpers.setFieldTouched(field, true, false);
        helpers.setFieldError(field, encodeProblem(problem));
      }
      if (failure.alert) setAlert({ message: failure.alert, topUp: failure.topUp });
      if (failure.stale) void refresh();
    }
  };

  return (
    <Formik<AutobuyValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ values, isSubmitting }) => {
        const typed = priceMinor(values.price);
        const price = typed !== null && priceProblem(values.price, currency, bounds.current) === null ? typed : null;
        const quantityOk = quantityProblem(values.quantity, a.filled) === null;
        const hold = price !== null && quantityOk ? holdChange(a, price, Number(values.quantity)) : null;
        return (
          <Form className="form autobuy-edit__form" id="autobuy-edit-form" noValidate>
            <header className="autobuy-edit__head">
              <h2 id={titleId} className="price-form__title">
                <FormattedMessage id="autobuy.edit.title" />
              </h2>
              <div className="autobuy-edit__item">
                <img src={a.art} alt="" width={48} height={48} />
                <div>
                  <p className="autobuy-edit__name">{a.name}</p>
                  <VariantChips variant={a.variant} emptyText={intl.formatMessage({ id: 'item.variant.plain' })} />
                </div>
              </div>
              <p className="price-form__text">
                {a.filled > 0 ? (
                  <FormattedMessage
                    id="autobuy.edit.bought"
                    values={{ filled: a.filled, quantity: a.quantity, spent: <Price money={a.spent} /> }}
                  />
                ) : (
                  <FormattedMessage id="autobuy.edit.noneBought" values={{ quantity: a.quantity }} />
                )}
              </p>
            </header>
            {alert && (
              <FormAlert>
                <p data-alert={alert.message.id}>
                  <FormattedMessage id={alert.message.id} values={alert.message.values} />
                </p>
                <RatingsFixLink messageId={alert.message.id} onClick={onClose} />
              </FormAlert>
            )}
            <div className="autobuy-form__fields">
              <PriceField currency={currency} hint={<FormattedMessage id="autobuy.edit.priceHint" />} autoFocus />
              <QuantityField
                currency={currency}
                min={a.filled}
                hint={
                  a.filled > 0 ? (
                    <FormattedMessage id="autobuy.edit.quantityHint" values={{ filled: a.filled }} />
                  ) : undefined
                }
              />
            </div>
            <dl className="autobuy-sums" aria-live="polite">
              <div className="autobuy-sums__row">
                <dt>
                  <FormattedMessage id="autobuy.edit.heldNow" />
                </dt>
                <dd id="autobuy-edit-held">
                  <Price money={a.held} />
                </dd>
              </div>
              <div className="autobuy-sums__row autobuy-sums__row--total">
                <dt>
                  <FormattedMessage id="autobuy.edit.newHold" />
                  {hold && price !== null && (
                    <span className="autobuy-sums__formula">
                      <FormattedMessage
                        id="autobuy.sum.formula"
                        values={{ quantity: hold.remaining, price: <Price money={{ amount: price, currency }} /> }}
                      />
                    </span>
                  )}
                </dt>
                <dd id="autobuy-edit-hold">{hold ? <Price money={{ amount: hold.hold, currency }} /> : '—'}</dd>
              </div>
              {hold && hold.change !== 0 && (
                <div className={`autobuy-sums__row ${hold.change > 0 ? 'is-taken' : 'is-returned'}`}>
                  <dt>
                    <FormattedMessage id={hold.change > 0 ? 'autobuy.edit.taken' : 'autobuy.edit.returned'} />
                  </dt>
                  <dd id="autobuy-edit-change" data-change={hold.change}>
                    {hold.change > 0 ? '−' : '+'}
                    <Price money={{ amount: Math.abs(hold.change), currency }} />
                  </dd>
                </div>
              )}
              {hold && hold.change > 0 && (
                <BalanceRows needed={hold.change} currency={currency} idPrefix="autobuy-edit" />
              )}
            </dl>
            {hold && hold.remaining === 0 && (
              <p className="autobuy-instant">
                <FormattedMessage id="autobuy.edit.endsFilled" />
              </p>
            )}
            {hold && hold.change > 0 && <TopUpLink needed={hold.change} currency={currency} onClick={onClose} />}
            <div className="price-form__actions">
              <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
                <FormattedMessage id="autobuy.edit.close" />
              </Button>
              <Button
                type="submit"
                id="autobuy-edit-save"
                disabled={isSubmitting}
                aria-busy={isSubmitting || undefined}
              >
                {isSubmitting && <span className="spinner spinner--inline" aria-hidden="true" />}
                <FormattedMessage id="autobuy.edit.save" />
              </Button>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}
