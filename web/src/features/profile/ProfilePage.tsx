// Profile (spec accounts-platform 2.3): the account card and settings; /profile/security opens the
// change-password dialog over it.
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useRoute } from 'wouter';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, orderedLanguages } from '../../i18n/languages';
import { useBalance } from '../../shared/api/queries';
import { CURRENCY_SYMBOLS, formatMoney } from '../../shared/format/money';
import { useSwitchAddress } from '../../shared/routing/useSwitchAddress';
import { changeCurrency, changeLanguage } from '../../shared/session/session';
import { setTheme } from '../../shared/state/actions';
import { store, THEMES, type ThemeChoice } from '../../shared/state/store';
import { Avatar } from '../../shared/ui/Avatar';
import { ButtonLink } from '../../shared/ui/Button';
import { CardLoading } from '../../shared/ui/CardLoading';
import { Icon } from '../../shared/ui/Icon';
import { SegmentedControl } from '../../shared/ui/SegmentedControl';
import { useTitle } from '../../shared/ui/useTitle';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { isLanguage } from '../../../../kernel';
import { CURRENCIES, type Currency } from '../../../../kernel';
import './profile.css';
import '../../shared/ui/skeleton.css';

export default function ProfilePage() {
  useTitle('title.profile');
  const [securityOpen] = useRoute('/profile/security');
  return (
    <>
      <AccountCard />
      <BalanceCard />
      <SettingsCard />
      <SecurityCard />
      <ChangePasswordDialog open={securityOpen} />
    </>
  );
}

function AccountCard() {
  const { profile } = useSnapshot(store);
  if (!profile) return <CardLoading />;
  return (
    <section className="profile-card profile-account" aria-labelledby="profile-account-title">
      <Avatar value={profile.avatar_url} size={80} className="profile-account__avatar" />
      <div className="profile-account__main">
        <h2 id="profile-account-title" className="profile-account__name">
          {profile.username}
        </h2>
        <span className={`badge profile-account__newness profile-account__newness--${profile.newness}`}>
          <FormattedMessage id={`profile.newness.${profile.newness}`} />
        </span>
      </div>
      <dl className="profile-facts">
        <div>
          <dt>
            <FormattedMessage id="profile.nickname" />
          </dt>
          <dd id="profile-nickname">{profile.username}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="profile.email" />
          </dt>
          <dd id="profile-email">{profile.email}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="profile.registered" />
          </dt>
          <dd>
            <FormattedDate value={profile.date_register} dateStyle="long" />
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Spec accounts-platform 2.3 "Profile tabs: ... balance": the balance per currency, top up and cash out. */
function BalanceCard() {
  const intl = useIntl();
  const { currency } = useSnapshot(store);
  const { data } = useBalance();
  const order = [currency, ...CURRENCIES.filter((c) => c !== currency)];
  const money = (amount: number, c: Currency) => formatMoney(intl, { amount, currency: c });
  return (
    <section className="profile-card profile-balance" aria-labelledby="profile-balance-title">
      <h2 id="profile-balance-title" className="profile-card__title">
        <Icon name="wallet" size={20} />
        <FormattedMessage id="profile.balance" />
      </h2>
      {data ? (
        <dl className="profile-balance__list">
          {order.map((c) => (
            <div key={c} className={c === currency ? 'is-main' : undefined} data-currency={c}>
              <dt>{c.toUpperCase()}</dt>
              <dd>{money(data.available[c], c)}</dd>
              {data.held[c] > 0 && (
                <dd className="profile-balance__held">
                  <FormattedMessage id="profile.balance.held" values={{ amount: money(data.held[c], c) }} />
                </dd>
              )}
            </div>
          ))}
        </dl>
      ) : (
        <span className="skeleton skeleton--line" aria-hidden="true" />
      )}
      <div className="profile-balance__actions">
        <ButtonLink href="/topups" size="sm">
          <Icon name="plus" size={16} />
          <FormattedMessage id="profile.balance.topUp" />
        </ButtonLink>
        <ButtonLink href="/withdraw" variant="secondary" size="sm">
          <Icon name="cashout" size={16} />
          <FormattedMessage id="profile.balance.cashOut" />
        </ButtonLink>
        <ButtonLink href="/profile/history?tab=topups" variant="ghost" size="sm">
          <Icon name="history" size={16} />
          <FormattedMessage id="profile.balance.history" />
        </ButtonLink>
      </div>
    </section>
  );
}

function SettingsCard() {
  const intl = useIntl();
  const { currency, language, country, theme, flags } = useSnapshot(store);
  const switchAddress = useSwitchAddress();
  const themeName = (t: ThemeChoice) => intl.formatMessage({ id: `theme.${t}` });
  return (
    <section className="profile-card" aria-labelledby="profile-settings-title">
      <h2 id="profile-settings-title" className="profile-card__title">
        <Icon name="settings" size={20} />
        <FormattedMessage id="profile.settings" />
      </h2>
      <div className="settings-grid">
        <label className="setting">
          <span className="setting__label">
            <FormattedMessage id="profile.language" />
          </span>
          <span className="setting__control">
            <select
              id="profile-language"
              className="field__input field__select"
              value={language}
              onChange={async (event) => {
                const next = event.target.value;
                if (!isLanguage(next) || next === language) return;
                await changeLanguage(next);
                switchAddress({ language: next });
              }}
            >
              {orderedLanguages(country).map((l) => (
                <option key={l} value={l} lang={LANGUAGE_TAGS[l]}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
            <Icon name="chevronDown" size={18} className="field__select-icon" />
          </span>
        </label>
        <label className="setting">
          <span className="setting__label">
            <FormattedMessage id="profile.currency" />
          </span>
          <span className="setting__control">
            <select
              id="profile-currency"
              className="field__input field__select"
              value={currency}
              onChange={(event) => void changeCurrency(event.target.value as Currency)}
            >
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {`${CURRENCY_SYMBOLS[c]} ${c.toUpperCase()} · ${intl.formatMessage({ id: `currency.${c}` })}`}
                </option>
              ))}
            </select>
            <Icon name="chevronDown" size={18} className="field__select-icon" />
          </span>
        </label>
        {flags.darkTheme && (
          <div className="setting">
            <span className="setting__label" id="profile-appearance-label">
              <FormattedMessage id="profile.appearance" />
            </span>
            <SegmentedControl
              className="setting__segmented"
              label={intl.formatMessage({ id: 'profile.appearance' })}
              value={theme}
              onChange={setTheme}
              segments={THEMES.map((t) => ({
                value: t,
                label: themeName(t),
                content: (
                  <>
                    <Icon name={t === 'light' ? 'sun' : t === 'dark' ? 'moon' : 'system'} size={16} />
                    <span>{themeName(t)}</span>
                  </>
                ),
              }))}
            />
          </div>
        )}
      </div>
    </section>
  );
}

function SecurityCard() {
  const { profile, flags } = useSnapshot(store);
  const twoFactor = flags.securityPage && flags.twoFactor;
  return (
    <section className="profile-card" aria-labelledby="profile-security-title">
      <h2 id="profile-security-title" className="profile-card__title">
        <Icon name="shield" size={20} />
        <FormattedMessage id="profile.security" />
      </h2>
      <ul className="security-list">
        <li className="security-row">
          <div>
            <p className="security-row__title">
              <FormattedMessage id="profile.password" />
            </p>
            <p className="security-row__text">
              <FormattedMessage id="profile.password.text" />
            </p>
          </div>
          <ButtonLink href="/profile/security" variant="secondary" size="sm" className="security-row__action">
            <FormattedMessage id="profile.password.change" />
          </ButtonLink>
        </li>
        {twoFactor && (
          <li className="security-row">
            <div>
              <p className="security-row__title">
                <FormattedMessage id="profile.twoFactor" />{' '}
                <span className={`badge${profile?.two_factor_enabled ? ' badge--success' : ''}`}>
                  <FormattedMessage
                    id={profile?.two_factor_enabled ? 'profile.twoFactor.on' : 'profile.twoFactor.off'}
                  />
                </span>
              </p>
              <p className="security-row__text">
                <FormattedMessage id="profile.twoFactor.text" />
              </p>
            </div>
            <ButtonLink
              href="/profile/security-settings"
              variant="secondary"
              size="sm"
              className="security-row__action"
            >
              <FormattedMessage id="profile.twoFactor.manage" />
            </ButtonLink>
          </li>
        )}
      </ul>
    </section>
  );
}
