// Buying R$ (/rbx; /robux redirects here): an amount of 30 to 5000 R$ by fast pass (at once) or game pass (5 to 7
// days), priced by the server in the user's currency and paid from the balance. The user names their game account
// and makes a game pass at the price the page computes (step by step, with the FAQ), gives its id or link, and
// confirms; a fleet bot buys the pass and the orders below follow it live (the socket's RBX_ORDER_CHANGED and the
// bots' game_pass events, shared/realtime). A visitor sees the prices and is asked to sign in. With ?promo=CODE&amount=N
// (a promo code's R$ prize, sent here by the promo page) the amount is fixed, there is no price, and the claim goes
// to the promo module (sendPrizeCall: a code is activated in the R$ system, a won prize is claimed).
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { passPriceFor, RBX_MAX, RBX_MIN, type RbxMethod } from '../../../../modules/rbx/rbx.vocabulary.schemas';
import { BALANCE_KEY, rbxOrdersKey } from '../../shared/api/keys';
import { useBalance } from '../../shared/api/queries';
import { FormAlert, TextField } from '../../shared/form/fields';
import { openAuth } from '../../shared/session/session';
import { store } from '../../shared/state/store';
import { StartNotice, type Notice } from '../../shared/trades/StartNotice';
import { Button, ButtonLink } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import { RetryBox } from '../../shared/ui/RetryBox';
import { SignInButton } from '../../shared/ui/SignInButton';
import { useTitle } from '../../shared/ui/useTitle';
import { activationMessage, CHECK_MESSAGES, rbxPrizeOf, type RbxPrize } from '../../shared/promo/rbxPrize';
import type { Currency, GameKey } from '../../../../kernel';
import { createRbxOrderCall, sendPrizeCall, rbxQuoteKey, useRbxOrders, useRbxQuote, type RbxQuote } from './api';
import { MethodPicker } from './MethodPicker';
import { PassSteps } from './PassSteps';
import { RbxOrderCard } from './RbxOrderCard';
import { RBX_PRESETS, rbxFormSchema, rbxOrderFailure, validAmount, type RbxValues } from './rbxForm';
import { UnitPrice } from './UnitPrice';
import '../../shared/form/form.css';
import '../../shared/trades/tradeOffer.css';
import '../../shared/ui/card.css';
import './rbx.css';

type Mode = 'visitor' | 'buyer' | 'prize';
/** Said under the confirmation: an order placed, or why it was refused (with the new price when it changed). */
type RbxNotice = { tone: Notice['tone'] | 'success'; message: Notice['message']; quote?: RbxQuote };
type Prize = RbxPrize;

export default function RbxPage() {
  useTitle('title.rbx');
  const { game, currency, isAuth } = useSnapshot(store);
  const prize = rbxPrizeOf(useSearch(), validAmount);
  const mode: Mode = !isAuth ? 'visitor' : prize ? 'prize' : 'buyer';
  return (
    <div className="container rbx-page">
      <RbxHead prize={mode === 'prize'} />
      <RbxForm key={`${game}:${mode}`} mode={mode} game={game} currency={currency} prize={prize} />
      {isAuth && <Orders game={game} />}
    </div>
  );
}

/** The page's title and intro: buying, or (with a prize to send) the prize, which costs nothing. */
function RbxHead({ prize }: { prize: boolean }) {
  return (
    <header className="rbx-head">
      <h1 className="rbx-head__title">
        <Icon name="robux" size={30} />
        <FormattedMessage id={prize ? 'rbx.prize.title' : 'rbx.title'} />
      </h1>
      <p className="trade-intro">
        <FormattedMessage id={prize ? 'rbx.prize.intro' : 'rbx.intro'} />
      </p>
      <ul className="trade-facts">
        <li>
          <Icon name="robux" size={18} />
          <span>
            <FormattedMessage id="rbx.facts.range" values={{ min: RBX_MIN, max: RBX_MAX }} />
          </span>
        </li>
        <li>
          <Icon name="trendUp" size={18} />
          <span>
            <FormattedMessage id="rbx.facts.fast" />
          </span>
        </li>
        <li>
          <Icon name="clock" size={18} />
          <span>
            <FormattedMessage id="rbx.facts.slow" />
          </span>
        </li>
      </ul>
    </header>
  );
}

interface FormProps {
  mode: Mode;
  game: GameKey;
  currency: Currency;
  prize: Prize | null;
}

function RbxForm({ mode, game, currency, prize }: FormProps) {
  const { mutate, cache } = useSWRConfig();
  const [notice, setNotice] = useState<RbxNotice | null>(null);
  const [claimed, setClaimed] = useState(false);
  // The order's id: the same for a retry of the same order (the server returns it again), a new one after an answer.
  const orderId = useRef(crypto.randomUUID());
  const initial: RbxValues = { amount: String(prize?.amount ?? 800), method: 'fast_pass', nickname: '', pass: '' };

  const submit = async (values: RbxValues, helpers: FormikHelpers<RbxValues>) => {
    setNotice(null);
    if (mode === 'visitor') return openAuth('login');
    if (mode === 'prize' && prize) return claimPrize(values, prize);
    const amount = validAmount(values.amount);
    // The price the page shows is the one sent: the server charges it, or says it changed (never a newer one unseen).
    const quote =
      amount === null
        ? undefined
        : (cache.get(rbxQuoteKey(game, amount, values.method, currency))?.data as { quote: RbxQuote } | undefined);
    if (amount === null || !quote) return;
    try {
      await createRbxOrderCall(game, {
        id: orderId.current,
        amount,
        method: values.method,
        currency,
        price: quote.quote.total.amount,
        nickname: values.nickname.trim(),
        pass: values.pass.trim(),
      });
      orderId.current = crypto.randomUUID();
      helpers.resetForm({ values: { ...values, pass: '' } });
      setNotice({ tone: 'success', message: { id: 'rbx.created' } });
      void mutate(rbxOrdersKey(game));
      void mutate(BALANCE_KEY);
    } catch (error) {
      const failure = rbxOrderFailure(error);
      if (failure.code) orderId.current = crypto.randomUUID();
      const fresh = (failure.details.quote ?? undefined) as RbxQuote | undefined;
      if (fresh)
        void mutate(rbxQuoteKey(game, amount, values.method, currency), { quote: fresh }, { revalidate: false });
      setNotice({ tone: 'error', message: failure.message, quote: fresh });
    }
  };

  /** A code's R$ are activated and ordered at once; a won prize is sent. Either way the promo module orders it. */
  const claimPrize = async (values: RbxValues, claim: Prize) => {
    try {
      await sendPrizeCall(claim, { game, nickname: values.nickname.trim(), pass: values.pass.trim() });
      setClaimed(true);
      void mutate(rbxOrdersKey(game));
    } catch (error) {
      const message = activationMessage(error);
      setNotice({
        tone: 'error',
        message: { id: message === CHECK_MESSAGES.unexpected ? 'rbx.prize.failed' : message },
      });
    }
  };

  return (
    <Formik initialValues={initial} validationSchema={rbxFormSchema(mode)} onSubmit={submit}>
      <Form className="rbx-form" noValidate>
        <AmountStep mode={mode} game={game} currency={currency} prize={prize} />
        {mode === 'visitor' ? (
          <VisitorCard />
        ) : (
          <>
            <AccountStep />
            <PassStep prize={prize} />
            {claimed ? (
              <div id="rbx-notice">
                <FormAlert tone="success">
                  <FormattedMessage id="rbx.prize.claimed" />
                </FormAlert>
              </div>
            ) : (
              <PayBar mode={mode} game={game} currency={currency} prize={prize} notice={notice} />
            )}
          </>
        )}
      </Form>
    </Formik>
  );
}

/** The amount (fixed for a prize) and the method, each with its price per R$. */
function AmountStep({ mode, game, currency, prize }: FormProps) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<RbxValues>();
  const amount = prize?.amount ?? validAmount(values.amount);
  const asked = mode === 'prize' ? null : (amount ?? 1000);
  const fast = useRbxQuote(game, asked, 'fast_pass', currency).data?.quote;
  const slow = useRbxQuote(game, asked, 'game_pass', currency).data?.quote;
  const pick = (value: number) => {
    void setFieldValue('amount', String(value));
    void setFieldTouched('amount', true, false);
  };
  return (
    <section className="profile-card rbx-step" aria-labelledby="rbx-step-amount">
      <StepTitle n={1} id="rbx-step-amount" title="rbx.step.amount" />
      {prize ? (
        <p className="rbx-prize" id="rbx-prize-amount">
          <Icon name="gift" size={22} />
          <span>
            <FormattedMessage
              id="rbx.prize.amount"
              values={{
                amount: (
                  <strong>
                    <FormattedNumber value={prize.amount} />
                  </strong>
                ),
              }}
            />
          </span>
        </p>
      ) : (
        <>
          <TextField
            name="amount"
            type="number"
            inputMode="numeric"
            min={RBX_MIN}
            max={RBX_MAX}
            step={1}
            label={<FormattedMessage id="rbx.amount.label" />}
            hint={<FormattedMessage id="rbx.amount.range" values={{ min: RBX_MIN, max: RBX_MAX }} />}
            limits={{ min: RBX_MIN, max: RBX_MAX }}
          />
          <div className="rbx-presets">
            {RBX_PRESETS.map((preset) => (
              <button
                type="button"
                key={preset}
                className={`rbx-preset${amount === preset ? ' is-active' : ''}`}
                onClick={() => pick(preset)}
              >
                <FormattedNumber value={preset} /> R$
              </button>
            ))}
          </div>
          <MethodPicker
            value={values.method}
            onChange={(method: RbxMethod) => void setFieldValue('method', method)}
            quotes={{ fast_pass: fast, game_pass: slow }}
          />
        </>
      )}
    </section>
  );
}

function StepTitle({ n, id, title }: { n: number; id: string; title: string }) {
  return (
    <h2 className="rbx-step__title" id={id}>
      <span className="rbx-step__n" aria-hidden="true">
        {n}
      </span>
      <FormattedMessage id={title} />
    </h2>
  );
}

function AccountStep() {
  return (
    <section className="profile-card rbx-step" aria-labelledby="rbx-step-account">
      <StepTitle n={2} id="rbx-step-account" title="rbx.step.account" />
      <TextField
        name="nickname"
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        label={<FormattedMessage id="rbx.nickname.label" />}
        hint={<FormattedMessage id="rbx.nickname.hint" />}
      />
    </section>
  );
}

/** How to make the pass at the computed price, then its id or link. */
function PassStep({ prize }: { prize: Prize | null }) {
  const { values } = useFormikContext<RbxValues>();
  const amount = prize?.amount ?? validAmount(values.amount);
  return (
    <section className="profile-card rbx-step" aria-labelledby="rbx-step-pass">
      <StepTitle n={3} id="rbx-step-pass" title="rbx.step.pass" />
      <PassSteps amount={amount} passPrice={amount === null ? null : passPriceFor(amount)} />
      <TextField
        name="pass"
        autoComplete="off"
        spellCheck={false}
        maxLength={300}
        label={<FormattedMessage id="rbx.pass.label" />}
        hint={<FormattedMessage id="rbx.pass.hint" />}
      />
    </section>
  );
}

/** The price of the order (none for a prize), the balance it is paid from, and the confirmation. */
function PayBar({ mode, game, currency, prize, notice }: FormProps & { notice: RbxNotice | null }) {
  const { values, isSubmitting } = useFormikContext<RbxValues>();
  const amount = validAmount(values.amount);
  const quote = useRbxQuote(game, mode === 'prize' ? null : amount, values.method, currency);
  const total = quote.data?.quote.total;
  const balance = useBalance().data?.available[currency] ?? null;
  const short = total !== undefined && balance !== null && balance < total.amount;
  return (
    <section className="qs-bar rbx-bar" id="rbx-summary" aria-live="polite">
      <div className="qs-bar__sum rbx-bar__sum">
        {mode === 'prize' && prize ? (
          <span className="rbx-bar__total">
            <FormattedMessage
              id={prize.kind === 'code' ? 'rbx.prize.summary' : 'rbx.prize.summary.won'}
              values={{ amount: prize.amount }}
            />
          </span>
        ) : (
          <>
            <span className="rbx-bar__unit" id="rbx-unit-price">
              {quote.data && <UnitPrice quote={quote.data.quote} />}
            </span>
            <span className="rbx-bar__total">
              <FormattedMessage
                id="rbx.price.total"
                values={{ total: <b id="rbx-total">{total ? <Price money={total} /> : '—'}</b> }}
              />
            </span>
            {balance !== null && (
              <span className={`rbx-bar__balance${short ? ' is-short' : ''}`} id="rbx-balance">
                <FormattedMessage
                  id="rbx.price.balance"
                  values={{ balance: <Price money={{ amount: balance, currency }} /> }}
                />
                {short && (
                  <>
                    {' '}
                    <ButtonLink href="/topups" variant="ghost" size="sm">
                      <FormattedMessage id="rbx.price.topUp" />
                    </ButtonLink>
                  </>
                )}
              </span>
            )}
            {quote.error && !quote.data && <RetryBox message="rbx.price.failed" onRetry={() => void quote.mutate()} />}
          </>
        )}
      </div>
      <Button
        type="submit"
        size="lg"
        className="qs-bar__start"
        id="rbx-submit"
        disabled={isSubmitting || (mode === 'buyer' && (!total || short))}
        aria-busy={isSubmitting || undefined}
      >
        <Icon name="robux" size={18} />
        {mode === 'prize' ? (
          <FormattedMessage id="rbx.prize.submit" />
        ) : (
          <FormattedMessage
            id="rbx.submit"
            values={{ amount: amount ?? '—', total: total ? <Price money={total} /> : '—' }}
          />
        )}
      </Button>
      {notice?.tone === 'success' && (
        <div id="rbx-notice" className="rbx-bar__done">
          <FormAlert tone="success">
            <FormattedMessage id={notice.message.id} />
          </FormAlert>
        </div>
      )}
      {notice && notice.tone !== 'success' && (
        <StartNotice id="rbx-notice" notice={{ tone: notice.tone, message: notice.message }}>
          {notice.quote && (
            <>
              {' '}
              <FormattedMessage id="rbx.error.newPrice" values={{ total: <Price money={notice.quote.total} /> }} />
            </>
          )}
        </StartNotice>
      )}
    </section>
  );
}

function VisitorCard() {
  return (
    <section className="profile-card rbx-sign-in" id="rbx-sign-in" aria-labelledby="rbx-sign-in-title">
      <Icon name="lock" size={40} className="rbx-sign-in__icon" />
      <h2 id="rbx-sign-in-title" className="rbx-sign-in__title">
        <FormattedMessage id="rbx.signIn.title" />
      </h2>
      <p>
        <FormattedMessage id="rbx.signIn.text" />
      </p>
      <div className="rbx-sign-in__actions">
        <SignInButton size="lg" id="rbx-sign-in-button" />
        <Button size="lg" variant="secondary" onClick={() => openAuth('register')}>
          <FormattedMessage id="exchange.signIn.register" />
        </Button>
      </div>
    </section>
  );
}

/** The user's latest orders of the game, newest first. */
function Orders({ game }: { game: GameKey }) {
  const orders = useRbxOrders(game, true);
  if (orders.error && !orders.data)
    return <RetryBox message="rbx.orders.loadFailed" onRetry={() => void orders.mutate()} />;
  const list = orders.data?.orders ?? [];
  if (!list.length) return null;
  return (
    <section className="rbx-orders" aria-labelledby="rbx-orders-title">
      <h2 id="rbx-orders-title" className="rbx-orders__title">
        <FormattedMessage id="rbx.orders.title" />
      </h2>
      <ul className="rbx-orders__list" id="rbx-orders">
        {list.map((order) => (
          <RbxOrderCard key={order.id} order={order} />
        ))}
      </ul>
    </section>
  );
}
