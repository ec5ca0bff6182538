// "Set autopurchase" for an item's variant (spec trading-core 1, 2): to the add page on it. On a product card a small
// round button over the art (the card stays uncluttered), on the item page a button under the buy buttons. A visitor
// is asked to sign in first (as buying asks) and comes to the add page once signed in.
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link, useRouter } from 'wouter';
import { openAuth, rememberRedirect } from '../session/session';
import { store } from '../state/store';
import { Icon } from '../ui/Icon';
import { autobuyAddPath, type AutobuyTarget } from './paths';
import './setAutobuy.css';

interface SetAutobuyLinkProps {
  target: AutobuyTarget;
  /** The item's name, for the icon's label. */
  name: string;
  look: 'icon' | 'button';
  className?: string;
}

export function SetAutobuyLink({ target, name, look, className }: SetAutobuyLinkProps) {
  const intl = useIntl();
  const { isAuth } = useSnapshot(store);
  const { base } = useRouter();
  const href = autobuyAddPath(target);
  const label = intl.formatMessage({ id: 'autobuy.action.label' }, { name });
  const classes = `set-autobuy set-autobuy--${look}${look === 'button' ? ' btn btn--secondary btn--sm' : ''} ${className ?? ''}`;
  const content =
    look === 'icon' ? (
      <Icon name="repeat" size={16} />
    ) : (
      <>
        <Icon name="repeat" size={16} />
        <FormattedMessage id="autobuy.action.set" />
      </>
    );
  const a11y = { 'aria-label': look === 'icon' ? label : undefined, title: label };
  if (!isAuth) {
    return (
      <button
        type="button"
        className={classes}
        {...a11y}
        data-autobuy-href={href}
        onClick={() => {
          rememberRedirect(base + href);
          openAuth('login');
        }}
      >
        {content}
      </button>
    );
  }
  return (
    <Link href={href} className={classes} {...a11y}>
      {content}
    </Link>
  );
}
