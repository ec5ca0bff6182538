// Top up the balance (spec trading-core 2 /topups with an optional amount, 5 "Top-up", 9): an amount in
// major units (prefilled from ?amount=), a currency (the chosen one by default), a payment method (the
// unavailable ones disabled), the limits of the currency; then the payment provider's page.
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import {
  parseAmount,
  TOPUP_CASHOUT_HOLD_DAYS,
  TOPUP_LIMITS,
  TOPUP_METHODS,
  topupSchema,
  type BalanceView,
} from '../../../../modules/wallet/wallet.schemas';
import { HttpError } from '../../shared/api/HttpError';
import { useBalance } from '../../shared/api/queries';
import { FormAlert } from '../../shared/form/fields';
import { readServerError, type MessageRef } from '../../shared/form/serverErrors';
import { SubmitButton } from '../../shared/form/SubmitButton';
import { amountText } from '../../shared/format/money';
import { store } from '../../shared/state/store';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import { useTitle } from '../../shared/ui/useTitle';
import { startTopupCall, useTopupMethods } from './api';
import { AmountField, CurrencyField, MethodField } from './fields';
import { CURRENCIES, type Currency } from '../../../../kernel';
import '../../shared/ui/skeleton.css';
import '../../shared/form/form.css';
import './wallet.css';

interface Values {
  amount: string;
  currency: Currency;
  method: string;
}

const METHOD_ICONS: Record<string, IconName> = { card: 'card', sbp: 'bank', ewallet: 'wallet', crypto: 'coin' };
/** Quick amounts, major units. */
const PRESETS: Record<Currency, number[]> = {
  usd: [5, 10, 25, 50, 100],
  eur: [5, 10, 25, 50, 100],
  rub: [500, 1000, 2500, 5000, 10000],
};

/** ?amount= in major units ("12.5" becomes "12.50"); anything else is ignored. */
function amountFromQuery(search: string): string {
  const raw = new URLSearchParams(search).get('amount');
  const minor = raw ? parseAmount(raw.replace(',', '.')) : null;
  return minor ? amountText(minor) : '';
}

export default function TopupPage() {
  useTitle('title.topups');
  const intl = useIntl();
  const search = useSearch();
  const { currency } = useSnapshot(store);
  const methods = useTopupMethods();
  const balance = useBalance();
  const [alert, setAlert] = useState<MessageRef | null>(null);
  const queryCurrency = new URLSearchParams(search).get('currency');

  // The form starts once, when the methods are known (the form is shown from then on).
  // biome-ignore lint/correctness/useExhaustiveDependencies: computed when the methods first load; a later currency switch, address change or methods refresh must not change the form's initial values
  const initialValues = useMemo<Values>(() => {
    const available = methods.data?.methods.find((m) => m.available)?.id;
    return {
      amount: amountFromQuery(search),
      currency: CURRENCIES.includes(queryCurrency as Currency) ? (queryCurrency as Currency) : currency,
      method: available ?? 'card',
    };
  }, [methods.data !== undefined]);

  const limitsOf = (c: Currency) => methods.data?.limits[c] ?? TOPUP_LIMITS[c];
  const availableOf = (id: string) => methods.data?.methods.find((m) => m.id === id)?.available ?? false;

  const validate = (values: Values) => {
    const errors: Partial<Record<keyof Values, string>> = {};
    const minor = parseAmount(values.amount);
    const limits = limitsOf(values.currency);
    if (minor !== null && minor < limits.min) errors.amount = 'min';
    else if (minor !== null && minor > limits.max) errors.amount = 'max';
    if (methods.data && !availableOf(values.method)) errors.method = 'unavailable';
    return errors;
  };

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setAlert(null);
    try {
      const { redirectUrl } = await startTopupCall({
        amount: values.amount.trim(),
        currency: values.currency,
        method: values.method,
      });
      // The provider's hosted page: a full navigation, it returns to /success-payment or /fail-payment.
      window.location.assign(redirectUrl);
      // Stays busy until the browser leaves.
      await new Promise(() => undefined);
    } catch (error) {
      const body = error instanceof HttpError ? (error.data as { errorCode?: string } | null) : null;
      const code = body?.errorCode;
      if (code === 'MIN_NUMBER' || code === 'MAX_NUMBER') {
        void helpers.setFieldTouched('amount', true, false);
        helpers.setFieldError('amount', code === 'MIN_NUMBER' ? 'min' : 'max');
        void methods.mutate();
      } else if (code === 'METHOD_UNAVAILABLE') {
        void methods.mutate();
        if ((error as HttpError).code === 409) {
          helpers.setFieldError('method', 'unavailable');
        } else {
          setAlert({ id: 'wallet.topup.providerOff' });
        }
      } else {
        const outcome = readServerError(error, ['amount', 'currency', 'method']);
        for (const [field, key] of Object.entries(outcome.fields)) helpers.setFieldError(field, key);
        setAlert(outcome.alert);
      }
    }
  };

  return (
    <div className="wallet-page container">
      <header className="wallet-page__head">
        <h1 className="wallet-page__title">
          <FormattedMessage id="wallet.topup.title" />
        </h1>
        <p className="wallet-page__text">
          <FormattedMessage id="wallet.topup.text" />
        </p>
      </header>
      <div className="wallet-page__layout">
        <section className="wallet-card" aria-labelledby="topup-form-title">
          <h2 id="topup-form-title" className="visually-hidden">
            <FormattedMessage id="wallet.topup.formTitle" />
          </h2>
          {methods.error && !methods.data ? (
            <div className="wallet-failure" role="alert">
              <p>
                <FormattedMessage id="wallet.loadFailed" />
              </p>
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => void methods.mutate()}>
                <Icon name="reload" size={18} />
                <FormattedMessage id="market.error.retry" />
              </button>
            </div>
          ) : !methods.data ? (
            <div className="wallet-loading" role="status">
              <span className="spinner" aria-hidden="true" />
              <span className="visually-hidden">{intl.formatMessage({ id: 'wallet.loading' })}</span>
            </div>
          ) : (
            <Formik<Values>
              initialValues={initialValues}
              validationSchema={topupSchema}
              validate={validate}
              onSubmit={submit}
              validateOnMount={false}
            >
              {({ values, isSubmitting }) => {
                const minor = parseAmount(values.amount);
                return (
                  <Form className="form topup-form" noValidate id="topup-form">
                    {alert && (
                      <FormAlert>
                        <FormattedMessage id={alert.id} values={alert.values} />
                      </FormAlert>
                    )}
                    <CurrencyField name="currency" label={intl.formatMessage({ id: 'wallet.field.currency' })} />
                    <AmountField
                      name="amount"
                      id="topup-amount"
                      label={<FormattedMessage id="wallet.field.amount" />}
                      currency={values.currency}
                      limits={limitsOf(values.currency)}
                      presets={PRESETS[values.currency]}
                    />
                    <MethodField
                      name="method"
                      legend={<FormattedMessage id="wallet.field.method" />}
                      options={TOPUP_METHODS.map((id) => ({
                        id,
                        icon: METHOD_ICONS[id] ?? 'wallet',
                        title: <FormattedMessage id={`wallet.topupMethod.${id}`} />,
                        detail: <FormattedMessage id={`wallet.topupMethod.${id}.hint`} />,
                        available: availableOf(id),
                      }))}
                    />
                    <SubmitButton busy={isSubmitting}>
                      <Icon name="wallet" size={18} />
                      {minor ? (
                        <FormattedMessage
                          id="wallet.topup.submitAmount"
                          values={{ amount: <Price money={{ amount: minor, currency: values.currency }} /> }}
                        />
                      ) : (
                        <FormattedMessage id="wallet.topup.submit" />
                      )}
                    </SubmitButton>
                    <p className="wallet-note">
                      <Icon name="shield" size={16} />
                      <span>
                        <FormattedMessage id="wallet.topup.redirectNote" />
                      </span>
                    </p>
                  </Form>
                );
              }}
            </Formik>
          )}
        </section>
        <aside className="wallet-side">
          <BalancePanel balance={balance.data} currency={currency} />
          <section className="wallet-card wallet-info" aria-labelledby="topup-info-title">
            <h2 id="topup-info-title" className="wallet-info__title">
              <Icon name="info" size={18} />
              <FormattedMessage id="wallet.topup.infoTitle" />
            </h2>
            <ul className="wallet-info__list">
              <li>
                <FormattedMessage id="wallet.topup.info.credited" />
              </li>
              <li>
                <FormattedMessage id="wallet.topup.info.hold" values={{ days: TOPUP_CASHOUT_HOLD_DAYS }} />
              </li>
              <li>
                <FormattedMessage id="wallet.topup.info.currencies" />
              </li>
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}

/** The balance in every currency, the chosen one first. */
export function BalancePanel({ balance, currency }: { balance: BalanceView | undefined; currency: Currency }) {
  const order = [currency, ...CURRENCIES.filter((c) => c !== currency)];
  return (
    <section className="wallet-card wallet-balance" aria-labelledby="wallet-balance-title">
      <h2 id="wallet-balance-title" className="wallet-info__title">
        <Icon name="wallet" size={18} />
        <FormattedMessage id="wallet.balance.title" />
      </h2>
      {balance ? (
        <dl className="wallet-balance__list">
          {order.map((c) => (
            <div key={c} className={c === currency ? 'is-main' : undefined} data-currency={c}>
              <dt>{c.toUpperCase()}</dt>
              <dd>
                <Price money={{ amount: balance.available[c], currency: c }} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <span className="skeleton skeleton--line" aria-hidden="true" />
      )}
    </section>
  );
}
