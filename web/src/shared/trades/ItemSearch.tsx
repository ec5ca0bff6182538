// A search box over a trade page's items (the user's, the site's): an icon, a hidden label, the text typed.
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../ui/Icon';
import '../form/form.css';
import './tradeOffer.css';

export function ItemSearch({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (text: string) => void;
  label: string;
}) {
  const intl = useIntl();
  return (
    <label className="trade-search">
      <Icon name="search" size={18} className="trade-search__icon" />
      <span className="visually-hidden">
        <FormattedMessage id={label} />
      </span>
      <input
        type="search"
        className="field__input trade-search__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={intl.formatMessage({ id: label })}
      />
    </label>
  );
}
