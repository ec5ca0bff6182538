// Cash out (spec trading-core 2 /withdraw, 6, 9): the balance and what can be cashed out now (top-ups only
// 10 days after crediting), a method, where the money goes, the amount with its fee quoted live before
// confirming, a confirmation, then the request in the list of cash-outs below. Only support can cancel one.
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import {
  CASHOUT_FEES,
  CASHOUT_LIMITS,
  CASHOUT_METHODS,
  cashoutSchema,
  parseAmount,
  TOPUP_CASHOUT_HOLD_DAYS,
  type BalanceView,
  type CashoutMethod,
} from '../../../../modules/wallet/wallet.schemas';
import { HttpError } from '../../shared/api/HttpError';
import { useBalance, useRefreshMoney } from '../../shared/api/queries';
import { FormAlert, TextField } from '../../shared/form/fields';
import { readServerError, type MessageRef } from '../../shared/form/serverErrors';
import { SubmitButton } from '../../shared/form/SubmitButton';
import { amountText, formatMoney } from '../../shared/format/money';
import { pushToast } from '../../shared/state/actions';
import { store } from '../../shared/state/store';
import { Button } from '../../shared/ui/Button';
import { EmptyBox } from '../../shared/ui/EmptyBox';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { Modal } from '../../shared/ui/Modal';
import { Pager } from '../../shared/ui/Pager';
import { Price } from '../../shared/ui/Price';
import { useTitle } from '../../shared/ui/useTitle';
import { createCashoutCall, quoteCashoutCall, useCashouts, type CashoutQuote } from './api';
import { AmountField, CurrencyField, MethodField } from './fields';
import { CashoutsTable } from './historyTables';
import type { Currency, Money } from '../../../../kernel';
import '../../shared/ui/card.css';
import '../../shared/ui/dialog.css';
import '../../shared/ui/skeleton.css';
import '../../shared/form/form.css';
import './wallet.css';

interface Values {
  amount: string;
  currency: Currency;
  method: CashoutMethod;
  destination: string;
}

const METHOD_ICONS: Record<CashoutMethod, IconName> = {
  card: 'card',
  ewallet_a: 'wallet',
  ewallet_b: 'wallet',
  mobile: 'phone',
};
const DESTINATION: Record<CashoutMethod, 'card' | 'wallet' | 'phone'> = {
  card: 'card',
  ewallet_a: 'wallet',
  ewallet_b: 'wallet',
  mobile: 'phone',
};
const QUOTE_DELAY_MS = 400;

type QuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; quote: CashoutQuote }
  | { status: 'error'; code: string | null };

/** The fee of the typed amount, asked of the server after a short pause in typing. */
function useQuote(amount: string, currency: Currency, method: CashoutMethod): QuoteState {
  const [state, setState] = useState<QuoteState>({ status: 'idle' });
  useEffect(() => {
    const minor = parseAmount(amount);
    const limits = CASHOUT_LIMITS[currency];
    if (minor === null || minor < limits.min || minor > limits.max) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      quoteCashoutCall({ amount: amount.trim(), currency, method }, controller.signal).then(
        (quote) => setState({ status: 'ready', quote }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const code =
            error instanceof HttpError ? ((error.data as { errorCode?: string } | null)?.errorCode ?? null) : null;
          setState({ status: 'error', code });
        },
      );
    }, QUOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [amount, currency, method]);
  return state;
}

export default function CashoutPage() {
  useTitle('title.cashout');
  const { currency } = useSnapshot(store);
  const balance = useBalance();
  const [page, setPage] = useState(1);
  const cashouts = useCashouts(page);
  const [confirming, setConfirming] = useState(false);
  const initialValues: Values = { amount: '', currency, method: 'card', destination: '' };
  // On top of the shared schema: the currency's limits and what can be taken now.
  const validate = (values: Values) => {
    const minor = parseAmount(values.amount);
    if (minor === null) return {};
    const limits = CASHOUT_LIMITS[values.currency];
    const cashoutAvailable = balance.data?.cashoutAvailable[values.currency];
    if (minor < limits.min) return { amount: 'min' };
    if (minor > limits.max) return { amount: 'max' };
    if (cashoutAvailable !== undefined && minor > cashoutAvailable) return { amount: 'cashoutAvailable' };
    return {};
  };

  return (
    <div className="wallet-page container">
      <header className="wallet-page__head">
        <h1 className="wallet-page__title">
          <FormattedMessage id="wallet.cashout.title" />
        </h1>
        <p className="wallet-page__text">
          <FormattedMessage id="wallet.cashout.text" />
        </p>
      </header>
      <Formik<Values>
        initialValues={initialValues}
        validationSchema={cashoutSchema}
        validate={validate}
        onSubmit={() => setConfirming(true)}
      >
        <CashoutForm
          balance={balance.data}
          onBalanceStale={() => void balance.mutate()}
          confirming={confirming}
          setConfirming={setConfirming}
          onCreated={() => setPage(1)}
        />
      </Formik>
      <section className="wallet-card cashout-list" aria-labelledby="cashout-list-title">
        <div className="seller-section-head">
          <h2 id="cashout-list-title" className="wallet-section-title">
            <Icon name="history" size={20} />
            <FormattedMessage id="wallet.cashout.list" />
          </h2>
          {cashouts.data && cashouts.data.total > 0 && (
            <span className="wallet-count">
              <FormattedMessage id="history.count" values={{ count: cashouts.data.total }} />
            </span>
          )}
        </div>
        <p className="wallet-note" id="cashout-support-note">
          <Icon name="support" size={16} />
          <span>
            <FormattedMessage
              id="wallet.cashout.cancelNote"
              values={{
                support: (chunks) => (
                  <Link href="/help/question" className="wallet-link">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </span>
        </p>
        {cashouts.error && !cashouts.data ? (
          <EmptyBox alert>
            <p>
              <FormattedMessage id="history.loadFailed" />
            </p>
            <Button variant="secondary" size="sm" onClick={() => void cashouts.mutate()}>
              <Icon name="reload" size={18} />
              <FormattedMessage id="market.error.retry" />
            </Button>
          </EmptyBox>
        ) : !cashouts.data ? (
          <span className="skeleton skeleton--line" aria-hidden="true" />
        ) : cashouts.data.rows.length === 0 ? (
          <EmptyBox id="cashouts-empty">
            <Icon name="cashout" size={32} />
            <p>
              <FormattedMessage id="history.empty.cashouts" />
            </p>
          </EmptyBox>
        ) : (
          <>
            <CashoutsTable rows={cashouts.data.rows} />
            <Pager
              page={cashouts.data.page}
              pageSize={cashouts.data.pageSize}
              total={cashouts.data.total}
              busy={cashouts.isValidating}
              onPage={setPage}
            />
          </>
        )}
      </section>
    </div>
  );
}

interface CashoutFormProps {
  balance: BalanceView | undefined;
  /** The server refused the amount: the balance shown may be old. */
  onBalanceStale: () => void;
  confirming: boolean;
  setConfirming: (open: boolean) => void;
  onCreated: () => void;
}

function CashoutForm({ balance, onBalanceStale, confirming, setConfirming, onCreated }: CashoutFormProps) {
  const intl = useIntl();
  const refreshMoney = useRefreshMoney();
  const { values, setFieldValue, setFieldTouched, setFieldError, resetForm } = useFormikContext<Values>();
  const quote = useQuote(values.amount, values.currency, values.method);
  const [alert, setAlert] = useState<MessageRef | null>(null);
  const limits = CASHOUT_LIMITS[values.currency];
  const available = balance?.available[values.currency];
  const cashoutAvailable = balance?.cashoutAvailable[values.currency];
  const held =
    available !== undefined && cashoutAvailable !== undefined ? Math.max(0, available - cashoutAvailable) : 0;
  const money = (amount: number) => ({ amount, currency: values.currency }) as Money;

  const create = async () => {
    setAlert(null);
    try {
      await createCashoutCall({
        amount: values.amount.trim(),
        currency: values.currency,
        method: values.method,
        destination: values.destination.trim(),
      });
      setConfirming(false);
      pushToast({ type: 'success', message: { id: 'wallet.cashout.created' } });
      resetForm({ values: { ...values, amount: '', destination: '' } });
      onCreated();
      void refreshMoney();
    } catch (error) {
      setConfirming(false);
      const body =
        error instanceof HttpError
          ? (error.data as { errorCode?: string; details?: { cashoutAvailable?: Money } } | null)
          : null;
      const code = body?.errorCode;
      if (code === 'INVALID_USER_BALANCE' || code === 'MIN_NUMBER' || code === 'MAX_NUMBER') {
        onBalanceStale();
        void setFieldTouched('amount', true, false);
        setFieldError(
          'amount',
          code === 'INVALID_USER_BALANCE' ? 'cashoutAvailable' : code === 'MIN_NUMBER' ? 'min' : 'max',
        );
        if (code === 'INVALID_USER_BALANCE' && body?.details?.cashoutAvailable) {
          setAlert({
            id: 'wallet.cashout.overCashoutAvailable',
            values: { amount: formatMoney(intl, body.details.cashoutAvailable) },
          });
        }
      } else {
        const outcome = readServerError(error, ['amount', 'currency', 'method', 'destination']);
        for (const [field, key] of Object.entries(outcome.fields)) setFieldError(field, key);
        setAlert(outcome.alert);
      }
    }
  };

  const destinationKind = DESTINATION[values.method];
  return (
    <div className="wallet-page__layout">
      <section className="wallet-card" aria-labelledby="cashout-form-title">
        <h2 id="cashout-form-title" className="visually-hidden">
          <FormattedMessage id="wallet.cashout.formTitle" />
        </h2>
        <Form className="form cashout-form" noValidate id="cashout-form">
          {alert && (
            <FormAlert>
              <FormattedMessage id={alert.id} values={alert.values} />
            </FormAlert>
          )}
          <CurrencyField name="currency" label={intl.formatMessage({ id: 'wallet.field.currency' })} />
          <MethodField
            name="method"
            legend={<FormattedMessage id="wallet.field.cashoutMethod" />}
            options={CASHOUT_METHODS.map((id) => ({
              id,
              icon: METHOD_ICONS[id],
              title: <FormattedMessage id={`wallet.cashoutMethod.${id}`} />,
              detail: <FeeText method={id} />,
              available: true,
            }))}
          />
          <TextField
            name="destination"
            label={<FormattedMessage id={`wallet.destination.${destinationKind}`} />}
            hint={<FormattedMessage id={`wallet.destination.${destinationKind}.hint`} />}
            placeholder={intl.formatMessage({ id: `wallet.destination.${destinationKind}.placeholder` })}
            inputMode={destinationKind === 'wallet' ? 'text' : 'tel'}
            autoComplete="off"
            limits={{ min: 4, max: 64 }}
          />
          <AmountField
            name="amount"
            id="cashout-amount"
            label={<FormattedMessage id="wallet.field.amount" />}
            currency={values.currency}
            limits={limits}
            cashoutAvailable={cashoutAvailable}
            note={
              <>
                {cashoutAvailable !== undefined && cashoutAvailable > 0 && (
                  <button
                    type="button"
                    className="link-button amount-field__all"
                    onClick={() => {
                      void setFieldValue('amount', amountText(cashoutAvailable));
                      void setFieldTouched('amount', true, false);
                    }}
                  >
                    <FormattedMessage
                      id="wallet.cashout.all"
                      values={{ amount: <Price money={money(cashoutAvailable)} /> }}
                    />
                  </button>
                )}
                <QuoteView state={quote} />
              </>
            }
          />
          <SubmitButton
            busy={false}
            disabled={quote.status === 'loading' || (quote.status === 'error' && quote.code === 'MIN_NUMBER')}
          >
            <FormattedMessage id="wallet.cashout.continue" />
          </SubmitButton>
          <p className="wallet-note">
            <Icon name="clock" size={16} />
            <span>
              <FormattedMessage id="wallet.cashout.processing" />
            </span>
          </p>
        </Form>
      </section>
      <aside className="wallet-side">
        <section className="wallet-card wallet-balance" aria-labelledby="cashout-balance-title">
          <h2 id="cashout-balance-title" className="wallet-info__title">
            <Icon name="wallet" size={18} />
            <FormattedMessage id="wallet.balance.title" />
          </h2>
          {balance && available !== undefined && cashoutAvailable !== undefined ? (
            <dl className="wallet-balance__list">
              <div className="is-main" data-currency={values.currency}>
                <dt>
                  <FormattedMessage id="wallet.balance.available" />
                </dt>
                <dd id="cashout-balance">
                  <Price money={money(available)} />
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="wallet.balance.cashoutAvailable" />
                </dt>
                <dd id="cashout-available">
                  <Price money={money(cashoutAvailable)} />
                </dd>
              </div>
              {held > 0 && (
                <div>
                  <dt>
                    <FormattedMessage id="wallet.balance.held" values={{ days: TOPUP_CASHOUT_HOLD_DAYS }} />
                  </dt>
                  <dd>
                    <Price money={money(held)} />
                  </dd>
                </div>
              )}
            </dl>
          ) : (
            <span className="skeleton skeleton--line" aria-hidden="true" />
          )}
        </section>
        <section className="wallet-card wallet-info" aria-labelledby="cashout-info-title">
          <h2 id="cashout-info-title" className="wallet-info__title">
            <Icon name="info" size={18} />
            <FormattedMessage id="wallet.cashout.infoTitle" />
          </h2>
          <ul className="wallet-info__list">
            <li>
              <FormattedMessage id="wallet.cashout.info.hold" values={{ days: TOPUP_CASHOUT_HOLD_DAYS }} />
            </li>
            <li>
              <FormattedMessage id="wallet.cashout.info.fees" />
            </li>
            <li>
              <FormattedMessage id="wallet.cashout.info.time" />
            </li>
          </ul>
        </section>
      </aside>
      <ConfirmCashout
        open={confirming}
        values={values}
        quote={quote.status === 'ready' ? quote.quote : null}
        onClose={() => setConfirming(false)}
        onConfirm={create}
      />
    </div>
  );
}

function FeeText({ method }: { method: CashoutMethod }) {
  const intl = useIntl();
  const rule = CASHOUT_FEES[method];
  return rule.fixedRubMinor ? (
    <FormattedMessage
      id="wallet.fee.fixed"
      values={{
        percent: rule.percent,
        fixed: formatMoney(
          intl,
          { amount: rule.fixedRubMinor, currency: 'rub' },
          { currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 },
        ),
      }}
    />
  ) : (
    <FormattedMessage id="wallet.fee.percent" values={{ percent: rule.percent }} />
  );
}

function QuoteView({ state }: { state: QuoteState }) {
  if (state.status === 'idle') return null;
  return (
    <div className={`cashout-quote cashout-quote--${state.status}`} aria-live="polite" id="cashout-quote">
      {state.status === 'loading' && (
        <span className="cashout-quote__loading">
          <span className="spinner spinner--inline" aria-hidden="true" />
          <FormattedMessage id="wallet.quote.loading" />
        </span>
      )}
      {state.status === 'error' && (
        <span className="cashout-quote__error">
          <FormattedMessage id={state.code === 'MIN_NUMBER' ? 'wallet.quote.tooSmall' : 'wallet.quote.failed'} />
        </span>
      )}
      {state.status === 'ready' && (
        <dl className="cashout-quote__rows">
          <div>
            <dt>
              <FormattedMessage id="wallet.quote.fee" />
            </dt>
            <dd id="cashout-fee">
              <Price money={state.quote.fee} />
            </dd>
          </div>
          <div className="cashout-quote__received">
            <dt>
              <FormattedMessage id="wallet.quote.received" />
            </dt>
            <dd id="cashout-received">
              <Price money={state.quote.received} />
            </dd>
          </div>
        </dl>
      )}
    </div>
  );
}

interface ConfirmProps {
  open: boolean;
  values: Values;
  quote: CashoutQuote | null;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}

/** The last look before the money leaves the balance: amount, fee, what arrives and where. */
function ConfirmCashout({ open, values, quote, onClose, onConfirm }: ConfirmProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const compact = values.destination.replace(/\s+/g, '');
  const masked = compact.length <= 4 ? compact : `•••• ${compact.slice(-4)}`;
  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onClose}
      titleId={titleId}
      size="xs"
      className="confirm-dialog cashout-confirm"
    >
      <div className="confirm-dialog__body" id="cashout-confirm">
        <h2 id={titleId} className="price-form__title">
          <FormattedMessage id="wallet.cashout.confirmTitle" />
        </h2>
        <dl className="cashout-confirm__rows">
          <div>
            <dt>
              <FormattedMessage id="wallet.field.cashoutMethod" />
            </dt>
            <dd>
              <FormattedMessage id={`wallet.cashoutMethod.${values.method}`} />
              <span className="cashout-confirm__to">{masked}</span>
            </dd>
          </div>
          {quote && (
            <>
              <div>
                <dt>
                  <FormattedMessage id="wallet.field.amount" />
                </dt>
                <dd>
                  <Price money={quote.amount} />
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="wallet.quote.fee" />
                </dt>
                <dd id="cashout-confirm-fee">
                  <Price money={quote.fee} />
                </dd>
              </div>
              <div className="cashout-confirm__total">
                <dt>
                  <FormattedMessage id="wallet.quote.received" />
                </dt>
                <dd id="cashout-confirm-received">
                  <Price money={quote.received} />
                </dd>
              </div>
            </>
          )}
        </dl>
        {!quote && (
          <p className="price-form__text">
            <FormattedMessage id="wallet.quote.loading" />
          </p>
        )}
        <p className="wallet-note">
          <Icon name="info" size={16} />
          <span>
            <FormattedMessage id="wallet.cashout.confirmNote" />
          </span>
        </p>
        <div className="price-form__actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <FormattedMessage id="wallet.cashout.back" />
          </Button>
          <Button
            className="confirm-dialog__confirm"
            id="cashout-confirm-button"
            disabled={busy || !quote}
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
            <FormattedMessage id="wallet.cashout.confirm" />
          </Button>
        </div>
      </div>
    </Modal>
  );
}
