// Header pickers: game, currency, language, appearance.
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, orderedLanguages } from '../../i18n/languages';
import { CURRENCY_SYMBOLS } from '../../shared/format/money';
import { useSwitchAddress } from '../../shared/routing/useSwitchAddress';
import { changeCurrency, changeLanguage } from '../../shared/session/session';
import { setTheme } from '../../shared/state/actions';
import { store, THEMES, type ThemeChoice } from '../../shared/state/store';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { Menu } from '../../shared/ui/Menu';
import { SegmentedControl } from '../../shared/ui/SegmentedControl';
import { CURRENCIES, GAME_KEYS } from '../../../../kernel';

const THEME_ICONS: Record<ThemeChoice, IconName> = { light: 'sun', dark: 'moon', system: 'system' };

export function GameSwitch({ className }: { className?: string }) {
  const intl = useIntl();
  const { game } = useSnapshot(store);
  const switchAddress = useSwitchAddress();
  return (
    <SegmentedControl
      className={`game-switch ${className ?? ''}`}
      label={intl.formatMessage({ id: 'picker.game.label' })}
      value={game}
      onChange={(next) => switchAddress({ game: next })}
      segments={GAME_KEYS.map((g) => ({
        value: g,
        label: intl.formatMessage({ id: `game.${g}.name` }),
        content: <span className="game-switch__text">{intl.formatMessage({ id: `game.${g}.short` })}</span>,
      }))}
    />
  );
}

export function CurrencyPicker() {
  const intl = useIntl();
  const { currency } = useSnapshot(store);
  return (
    <Menu
      className="picker picker--currency"
      // The visible code is part of the name (WCAG 2.5.3 label in name).
      label={`${intl.formatMessage({ id: 'picker.currency.label' }, { currency: intl.formatMessage({ id: `currency.${currency}` }) })}, ${currency.toUpperCase()}`}
      trigger={
        <>
          <span className="picker__symbol" aria-hidden="true">
            {CURRENCY_SYMBOLS[currency]}
          </span>
          <span className="picker__code">{currency.toUpperCase()}</span>
        </>
      }
      value={currency}
      onSelect={(next) => void changeCurrency(next)}
      options={CURRENCIES.map((c) => ({
        value: c,
        label: intl.formatMessage({ id: `currency.${c}` }),
        hint: `${CURRENCY_SYMBOLS[c]} ${c.toUpperCase()}`,
      }))}
    />
  );
}

export function LanguagePicker() {
  const intl = useIntl();
  const { language, country } = useSnapshot(store);
  const switchAddress = useSwitchAddress();
  return (
    <Menu
      className="picker picker--language"
      label={`${intl.formatMessage({ id: 'picker.language.label' }, { language: LANGUAGE_NAMES[language] })}, ${language.toUpperCase()}`}
      trigger={
        <>
          <Icon name="globe" size={18} />
          <span className="picker__code">{language.toUpperCase()}</span>
        </>
      }
      value={language}
      onSelect={(next) => {
        void changeLanguage(next);
        switchAddress({ language: next });
      }}
      options={orderedLanguages(country).map((l) => ({
        value: l,
        label: LANGUAGE_NAMES[l],
        hint: l.toUpperCase(),
        lang: LANGUAGE_TAGS[l],
      }))}
    />
  );
}

export function ThemePicker() {
  const intl = useIntl();
  const { theme } = useSnapshot(store);
  const name = (t: ThemeChoice) => intl.formatMessage({ id: `theme.${t}` });
  return (
    <Menu
      className="picker picker--theme"
      label={intl.formatMessage({ id: 'picker.theme.label' }, { theme: name(theme) })}
      trigger={<Icon name={THEME_ICONS[theme]} size={18} />}
      value={theme}
      onSelect={setTheme}
      options={THEMES.map((t) => ({ value: t, label: name(t), icon: <Icon name={THEME_ICONS[t]} size={18} /> }))}
    />
  );
}
