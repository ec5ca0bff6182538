// The listing dialog (spec trading-core 5, 8, 9): a price per item within its bounds, the recommended price
// with a "use recommended" button, and what the seller receives after the fee, live. "add" lists items
// (itemsAdd, in the user's currency); "update" changes prices of items on sale (itemsUpdate, in the
// currency they were listed in). Server failures land on the price of the item they concern.
import { Form, Formik, useField, useFormikContext } from 'formik';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { InventoryItemView } from '../../../../modules/inventory-sync/inventory.schemas';
import { SALES_FEE_PERCENT } from '../../../../modules/market/market.schemas';
import { FormAlert } from '../../shared/form/fields';
import type { MessageRef } from '../../shared/form/serverErrors';
import { formatMoney } from '../../shared/format/money';
import { VariantChips } from '../../shared/items/ItemBadges';
import { store } from '../../shared/state/store';
import { useNow } from '../../shared/time/useNow';
import { Button } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import { RatingsFixLink } from '../../shared/ratings/RatingsFixLink';
import { Modal } from '../../shared/ui/Modal';
import { Price } from '../../shared/ui/Price';
import { addToSaleCall, updatePricesCall, useInventory, type InventoryAnswer, type LinkedAccount } from './api';
import {
  decodePriceError,
  parsePriceInput,
  priceFormSchema,
  readPriceFailure,
  receivesFor,
  suggestedPrice,
  toInputText,
  type PriceError,
} from './priceRules';
import { MINOR_PER_MAJOR, type Currency, type GameKey, type Money } from '../../../../kernel';
import '../../shared/ui/dialog.css';

export type PriceDialogMode = 'add' | 'update';

interface PriceDialogProps {
  open: boolean;
  mode: PriceDialogMode;
  items: readonly InventoryItemView[];
  accounts: readonly LinkedAccount[];
  /** Changes every time the dialog opens: the form starts over. */
  session: number;
  onClose: () => void;
  /** After a successful call, with the number of items. */
  onDone: (count: number) => void;
  /** The server asked to wait on an item: the inventory reloads to show the countdown. */
  onPaused: () => void;
}

interface Row {
  item: InventoryItemView;
  /** The currency of the price typed: the user's for "add", the listing's for "update". */
  currency: Currency;
  rules: Pick<InventoryItemView, 'bounds' | 'recommended'> | null;
}

interface Values {
  items: { id: string; price: string }[];
}

export function PriceDialog({ open, mode, items, accounts, session, onClose, onDone, onPaused }: PriceDialogProps) {
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} titleId={titleId} size="lg" className="price-dialog">
      {items.length > 0 && (
        <PriceForm
          key={session}
          titleId={titleId}
          mode={mode}
          items={items}
          accounts={accounts}
          onClose={onClose}
          onDone={onDone}
          onPaused={onPaused}
        />
      )}
    </Modal>
  );
}

/** Price rules of items listed in another currency than the one the page shows (update mode). */
function useRows(mode: PriceDialogMode, items: readonly InventoryItemView[]): Row[] | null {
  const { game, currency } = useSnapshot(store);
  const currencyOf = (item: InventoryItemView): Currency =>
    mode === 'update' && item.price ? item.price.currency : currency;
  const needs = (c: Currency) => c !== currency && items.some((item) => currencyOf(item) === c);
  const usd = useInventory(game, 'usd', needs('usd'));
  const eur = useInventory(game, 'eur', needs('eur'));
  const rub = useInventory(game, 'rub', needs('rub'));
  const other: Record<Currency, InventoryAnswer | undefined> = { usd: usd.data, eur: eur.data, rub: rub.data };
  const rows = items.map((item): Row | null => {
    const c = currencyOf(item);
    if (c === currency) return { item, currency: c, rules: item };
    const list = other[c];
    if (!list) return null;
    return { item, currency: c, rules: list.items.find((i) => i.id === item.id) ?? null };
  });
  return rows.every((r): r is Row => r !== null) ? rows : null;
}

interface PriceFormProps extends Omit<PriceDialogProps, 'open' | 'session'> {
  titleId: string;
}

function PriceForm({ titleId, mode, items, accounts, onClose, onDone, onPaused }: PriceFormProps) {
  const { game, currency } = useSnapshot(store);
  const rows = useRows(mode, items);
  const [alert, setAlert] = useState<MessageRef | null>(null);
  const rulesOf = useMemo(() => new Map(rows?.map((r) => [r.item.id, r]) ?? []), [rows]);
  const schema = useMemo(() => priceFormSchema((id) => rulesOf.get(id)?.rules?.bounds), [rulesOf]);

  if (!rows) {
    return (
      <div className="price-dialog__loading" role="status">
        <span className="spinner" aria-hidden="true" />
      </div>
    );
  }
  const accountOf = (itemId: string) => accounts.find((a) => a.id === rulesOf.get(itemId)?.item.accountId);
  const initialValues: Values = {
    items: rows.map((r) => ({
      id: r.item.id,
      price: mode === 'update' && r.item.price ? toInputText(r.item.price.amount) : '',
    })),
  };
  const currencies = [...new Set(rows.map((r) => r.currency))];

  return (
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        setAlert(null);
        const priced = values.items.map((v) => {
          const parsed = parsePriceInput(v.price);
          return { id: v.id, price: 'minor' in parsed ? parsed.minor / MINOR_PER_MAJOR : Number.NaN };
        });
        try {
          if (mode === 'add') await addToSaleCall(game as GameKey, currency, priced);
          else await updatePricesCall(game as GameKey, priced);
          onDone(priced.length);
        } catch (error) {
          const failure = readPriceFailure(
            error,
            values.items.map((v) => v.id),
            accountOf,
          );
          for (const [path, message] of Object.entries(failure.fields)) {
            void helpers.setFieldTouched(path, true, false);
            helpers.setFieldError(path, message);
          }
          setAlert(failure.alert);
          if (failure.paused) onPaused();
          // The first price the server refused comes into view (a long list may hide it).
          setTimeout(
            () => document.querySelector<HTMLInputElement>('.price-dialog .price-row [aria-invalid="true"]')?.focus(),
            50,
          );
        }
      }}
    >
      {({ isSubmitting, values, setFieldValue }) => (
        <Form className="form price-form" noValidate>
          <header className="price-form__head">
            <h2 id={titleId} className="price-form__title">
              <FormattedMessage
                id={mode === 'add' ? 'inventory.dialog.addTitle' : 'inventory.dialog.updateTitle'}
                values={{ count: rows.length }}
              />
            </h2>
            <p className="price-form__text">
              {currencies.length === 1 ? (
                <FormattedMessage
                  id="inventory.dialog.text"
                  values={{ currency: currencies[0]!.toUpperCase(), fee: SALES_FEE_PERCENT[currencies[0]!] }}
                />
              ) : (
                <FormattedMessage id="inventory.dialog.textMixed" />
              )}
            </p>
          </header>
          {alert && (
            <FormAlert>
              <FormattedMessage id={alert.id} values={alert.values} />
              <RatingsFixLink messageId={alert.id} onClick={onClose} />
            </FormAlert>
          )}
          {rows.length > 1 && (
            <div className="price-form__bulk">
              <button
                type="button"
                className="link-button"
                id="price-use-recommended-all"
                onClick={() => {
                  rows.forEach((r, i) => {
                    if (r.rules) void setFieldValue(`items.${i}.price`, toInputText(suggestedPrice(r.rules).amount));
                  });
                }}
              >
                <FormattedMessage id="inventory.dialog.useRecommendedAll" />
              </button>
            </div>
          )}
          <ul className="price-rows">
            {rows.map((row, index) => (
              <PriceRow key={row.item.id} row={row} index={index} mode={mode} />
            ))}
          </ul>
          <footer className="price-form__footer">
            <TotalReceives rows={rows} values={values} />
            <div className="price-form__actions">
              <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
                <FormattedMessage id="inventory.dialog.cancel" />
              </Button>
              <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} id="price-submit">
                {isSubmitting && <span className="spinner spinner--inline" aria-hidden="true" />}
                <FormattedMessage
                  id={mode === 'add' ? 'inventory.dialog.submitAdd' : 'inventory.dialog.submitUpdate'}
                  values={{ count: rows.length }}
                />
              </Button>
            </div>
          </footer>
        </Form>
      )}
    </Formik>
  );
}

function PriceRow({ row, index, mode }: { row: Row; index: number; mode: PriceDialogMode }) {
  const intl = useIntl();
  const id = useId();
  const name = `items.${index}.price`;
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const { item, currency, rules } = row;
  const typed = field.value.trim() !== '';
  const error: PriceError | null =
    meta.error && (meta.touched || submitCount > 0 || typed) ? decodePriceError(meta.error) : null;
  // ITEM_ACTION_PAUSED counts down to the moment the item can be listed again.
  const now = useNow(error?.until !== undefined && error.until > Date.now());
  const waitSeconds =
    error?.until !== undefined ? Math.max(1, Math.ceil((error.until - now) / 1000)) : (error?.seconds ?? 30);
  const receives = receivesFor(field.value, currency);
  const suggested = rules ? suggestedPrice(rules) : null;
  const money = (m: Money) => formatMoney(intl, m);

  return (
    <li className="price-row" data-item-id={item.id}>
      <img className="price-row__art" src={item.art} alt="" width={56} height={56} />
      <div className="price-row__item">
        <p className="price-row__name">{item.name}</p>
        <VariantChips variant={item.variant} className="price-row__chips" />
        {mode === 'update' && item.price && (
          <p className="price-row__current">
            <FormattedMessage id="inventory.dialog.currentPrice" values={{ price: money(item.price) }} />
          </p>
        )}
      </div>
      <div className={`field price-row__field${error ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={id}>
          <FormattedMessage id="inventory.dialog.price" values={{ currency: currency.toUpperCase() }} />
        </label>
        <div className="field__control price-input">
          <input
            {...field}
            id={id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className="field__input price-input__input"
            placeholder={suggested ? toInputText(suggested.amount) : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-note`}
            data-autofocus={index === 0 ? '' : undefined}
          />
          <span className="price-input__currency" aria-hidden="true">
            {currency.toUpperCase()}
          </span>
        </div>
        {error ? (
          <p className="field__error" id={`${id}-note`} data-code={error.code}>
            <Icon name="error" size={16} />
            <span>
              <FormattedMessage
                id={`inventory.price.error.${error.key}`}
                values={{
                  min:
                    error.amount !== undefined
                      ? money({ amount: error.amount, currency: error.currency ?? currency })
                      : '',
                  max:
                    error.amount !== undefined
                      ? money({ amount: error.amount, currency: error.currency ?? currency })
                      : '',
                  seconds: waitSeconds,
                }}
              />
            </span>
          </p>
        ) : (
          rules && (
            <p className="field__hint" id={`${id}-note`}>
              <FormattedMessage
                id="inventory.dialog.bounds"
                values={{ min: money(rules.bounds.min), max: money(rules.bounds.max) }}
              />
            </p>
          )
        )}
      </div>
      <div className="price-row__facts">
        {suggested && (
          <p className="price-row__recommended">
            <FormattedMessage id="inventory.dialog.recommended" values={{ price: <b>{money(suggested)}</b> }} />{' '}
            <button
              type="button"
              className="link-button price-row__use"
              onClick={() => {
                void helpers.setValue(toInputText(suggested.amount));
                void helpers.setTouched(true, false);
              }}
            >
              <FormattedMessage id="inventory.dialog.useRecommended" />
            </button>
          </p>
        )}
        <p className="price-row__receives" aria-live="polite">
          <FormattedMessage
            id="inventory.dialog.receives"
            values={{ amount: <b className="price-row__receives-amount">{receives ? money(receives) : '—'}</b> }}
          />
          <span className="price-row__fee">
            <FormattedMessage id="inventory.dialog.fee" values={{ fee: SALES_FEE_PERCENT[currency] }} />
          </span>
        </p>
      </div>
    </li>
  );
}

function TotalReceives({ rows, values }: { rows: Row[]; values: Values }) {
  const totals = new Map<Currency, number>();
  for (const [i, row] of rows.entries()) {
    const receives = receivesFor(values.items[i]?.price ?? '', row.currency);
    if (!receives) return null;
    totals.set(row.currency, (totals.get(row.currency) ?? 0) + receives.amount);
  }
  if (rows.length < 2) return null;
  return (
    <p className="price-form__total">
      <FormattedMessage id="inventory.dialog.total" />{' '}
      {[...totals.entries()].map(([c, amount], i) => (
        <span key={c}>
          {i > 0 && ' + '}
          <Price money={{ amount, currency: c }} className="price-form__total-amount" />
        </span>
      ))}
    </p>
  );
}
