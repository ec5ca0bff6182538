// Linked accounts (spec trading-core 2 /profile/trade/connected, 7 addAcc, 8 link account, 9 at most 3): link an
// account of either game by pasting its session cookie (the server's rules: 16 to 4096 visible ASCII
// characters), where that cookie is found, and the accounts linked so far with sync, freezing and unlinking.
import { Form, Formik, useField } from 'formik';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import {
  COOKIE_MAX,
  COOKIE_MIN,
  linkAccountSchema,
  MAX_LINKED_ACCOUNTS,
  type AccountView,
} from '../../../../modules/inventory-sync/inventory.schemas';
import { FormAlert, TextField } from '../../shared/form/fields';
import type { MessageRef } from '../../shared/form/serverErrors';
import { store } from '../../shared/state/store';
import { Button, ButtonLink } from '../../shared/ui/Button';
import { CardLoading } from '../../shared/ui/CardLoading';
import { Icon } from '../../shared/ui/Icon';
import { useTitle } from '../../shared/ui/useTitle';
import { AccountsPanel } from './AccountsPanel';
import { linkAccountCall, useAllAccounts, useRefreshAccounts } from './api';
import { AccountsFailure } from './LinkFirst';
import { accountFailureMessage, COOKIE_ERROR_CODES, cookieErrorKey, errorCodeOf } from './syncRules';
import { RatingsFixLink } from '../../shared/ratings/RatingsFixLink';
import { GAME_KEYS, type GameKey } from '../../../../kernel';
import './seller.css';
import './trade.css';

export default function ConnectedPage() {
  useTitle('trade.connected.title');
  const { accounts, error, retry } = useAllAccounts();
  if (error) return <AccountsFailure retry={retry} />;
  if (!accounts) return <CardLoading />;
  return (
    <>
      <LinkForm linked={accounts.length} />
      <CookieHowTo />
      {accounts.length > 0 ? (
        <AccountsPanel
          id="connected-accounts"
          title="trade.connected.title"
          accounts={accounts}
          actions={['sync', 'freeze', 'unlink']}
          showGame
        />
      ) : (
        <p className="profile-card" id="connected-none">
          <FormattedMessage id="trade.connected.empty" />
        </p>
      )}
    </>
  );
}

interface Values {
  game: GameKey;
  cookie: string;
}

/** The server's schema on the cookie as it will be sent (trimmed: a paste often brings a line break). */
async function validate(values: Values): Promise<Partial<Record<keyof Values, string>>> {
  try {
    await linkAccountSchema.validate({ cookie: values.cookie.trim() });
    return {};
  } catch (error) {
    return { cookie: cookieErrorKey(String((error as Error).message)) };
  }
}

function LinkForm({ linked }: { linked: number }) {
  const { game } = useSnapshot(store);
  const refresh = useRefreshAccounts();
  const [alert, setAlert] = useState<MessageRef | null>(null);
  const [done, setDone] = useState<AccountView | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const full = linked >= MAX_LINKED_ACCOUNTS;

  return (
    <section className="profile-card link-account" aria-labelledby="link-account-title">
      <h2 id="link-account-title" className="profile-card__title">
        <Icon name="link" size={20} />
        <FormattedMessage id="trade.link.title" />
      </h2>
      <p className="link-account__intro">
        <FormattedMessage id="trade.link.intro" />
      </p>
      {done && (
        <div className="link-account__done" ref={doneRef} tabIndex={-1} id="link-done">
          <FormAlert tone="success">
            <FormattedMessage
              id="trade.link.done"
              values={{ nickname: done.nickname, game: <FormattedMessage id={`game.${done.game}.name`} /> }}
            />
          </FormAlert>
          <ButtonLink href="/profile/trade" size="sm" variant="secondary">
            <FormattedMessage id="trade.link.toHub" />
            <Icon name="arrowRight" size={16} />
          </ButtonLink>
        </div>
      )}
      {full ? (
        <p className="link-account__full" id="link-full">
          <Icon name="info" size={18} />
          <FormattedMessage id="trade.link.full" values={{ max: MAX_LINKED_ACCOUNTS }} />
        </p>
      ) : (
        <Formik<Values>
          initialValues={{ game, cookie: '' }}
          validate={validate}
          onSubmit={async (values, helpers) => {
            setAlert(null);
            setDone(null);
            try {
              const { account } = await linkAccountCall(values.game, values.cookie.trim());
              helpers.resetForm({ values: { game: values.game, cookie: '' } });
              setDone(account);
              await refresh(values.game);
              requestAnimationFrame(() => doneRef.current?.focus());
            } catch (failure) {
              const code = errorCodeOf(failure);
              const message = accountFailureMessage(failure, 'link');
              if (code && COOKIE_ERROR_CODES.has(code)) {
                void helpers.setFieldTouched('cookie', true, false);
                helpers.setFieldError('cookie', message.id);
              } else {
                setAlert(message);
              }
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form className="form link-account__form" noValidate id="link-form">
              {alert && (
                <FormAlert>
                  <span id="link-error">
                    <FormattedMessage id={alert.id} values={alert.values} />
                  </span>
                  <RatingsFixLink messageId={alert.id} />
                </FormAlert>
              )}
              <GameChoice />
              <TextField
                name="cookie"
                className="link-account__cookie"
                label={<FormattedMessage id="trade.link.cookie" />}
                hint={<FormattedMessage id="trade.link.cookie.hint" values={{ min: COOKIE_MIN, max: COOKIE_MAX }} />}
                limits={{ min: COOKIE_MIN, max: COOKIE_MAX }}
                autoComplete="off"
                autoCapitalize="off"
                autoCorrect="off"
                spellCheck={false}
                maxLength={COOKIE_MAX + 64}
              />
              <div className="link-account__actions">
                <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} id="link-submit">
                  {isSubmitting && <span className="spinner spinner--inline" aria-hidden="true" />}
                  <FormattedMessage id="trade.link.submit" />
                </Button>
              </div>
            </Form>
          )}
        </Formik>
      )}
    </section>
  );
}

/** The game of the account: a radio group (arrows move within it). */
function GameChoice() {
  const intl = useIntl();
  const [field] = useField<GameKey>('game');
  return (
    <fieldset className="game-choice">
      <legend className="game-choice__legend">
        <FormattedMessage id="trade.link.game" />
      </legend>
      <div className="game-choice__options">
        {GAME_KEYS.map((g) => (
          <label key={g} className="game-choice__option">
            <input
              type="radio"
              name={field.name}
              value={g}
              checked={field.value === g}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
            <span>{intl.formatMessage({ id: `game.${g}.name` })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Where the session cookie is (spec trading-core 2 help anchor readyForSell#failedLinkAccount). */
function CookieHowTo() {
  const consolePath = '/dev/game-console';
  // The game console exists only on development servers.
  const development = import.meta.env.DEV || ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);
  return (
    <section className="profile-card cookie-howto" aria-labelledby="cookie-howto-title">
      <h2 id="cookie-howto-title" className="profile-card__title">
        <Icon name="help" size={20} />
        <FormattedMessage id="trade.howto.title" />
      </h2>
      <ol className="cookie-howto__steps">
        <li>
          <FormattedMessage id="trade.howto.step1" />
        </li>
        <li>
          <FormattedMessage id="trade.howto.step2" values={{ keys: <kbd>F12</kbd> }} />
        </li>
        <li>
          <FormattedMessage id="trade.howto.step3" />
        </li>
      </ol>
      <p className="cookie-howto__warning">
        <Icon name="shield" size={18} />
        <span>
          <FormattedMessage id="trade.howto.warning" />
        </span>
      </p>
      <p className="cookie-howto__dev" id="cookie-howto-dev">
        <Icon name="tools" size={18} />
        <span>
          <FormattedMessage
            id="trade.howto.dev"
            values={{
              console: development ? (
                <a href={consolePath} target="_blank" rel="noreferrer">
                  {consolePath}
                </a>
              ) : (
                <code>{consolePath}</code>
              ),
            }}
          />
        </span>
      </p>
    </section>
  );
}
