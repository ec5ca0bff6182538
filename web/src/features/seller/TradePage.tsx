// The seller's hub (spec trading-core 2 /profile/trade, "for sellers"): every linked account of both games with
// its status, items, last and next sync, Sync now / Cancel sync with the live timeline, freezing and
// unlinking; links to the inventory, the items on sale, the linked accounts and quick sale; with no account, the
// way to link one.
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { store } from '../../shared/state/store';
import { ButtonLink } from '../../shared/ui/Button';
import { CardLoading } from '../../shared/ui/CardLoading';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { useTitle } from '../../shared/ui/useTitle';
import { AccountsPanel } from './AccountsPanel';
import { useAllAccounts } from './api';
import { AccountsFailure, LinkFirst } from './LinkFirst';
import { MAX_LINKED_ACCOUNTS } from '../../../../modules/inventory-sync/inventory.schemas';
import './seller.css';
import './trade.css';

export default function TradePage() {
  useTitle('trade.title');
  return <Trade />;
}

function Trade() {
  const { accounts, error, retry } = useAllAccounts();
  const { game, flags } = useSnapshot(store);
  if (error) return <AccountsFailure retry={retry} />;
  if (!accounts) return <CardLoading />;
  if (accounts.length === 0) return <LinkFirst id="trade-empty" />;

  // The inventory pages show the current game's items.
  const ofGame = accounts.filter((a) => a.game === game);
  const items = ofGame.reduce((n, a) => n + a.itemCount, 0);
  const onSale = ofGame.reduce((n, a) => n + a.onSale, 0);
  return (
    <>
      <section className="profile-card trade-hub" aria-labelledby="trade-hub-title">
        <h2 id="trade-hub-title" className="profile-card__title">
          <Icon name="trade" size={20} />
          <FormattedMessage id="trade.hub.title" />
        </h2>
        <p className="trade-hub__intro">
          <FormattedMessage id="trade.hub.intro" />
        </p>
        <SellerLinks
          links={[
            {
              id: 'inventory',
              href: '/profile/trade/inventory',
              icon: 'inventory',
              meta: { id: 'inventory.account.items', values: { count: items } },
            },
            {
              id: 'onSale',
              href: '/profile/trade/inventory/sale',
              icon: 'tag',
              meta: { id: 'trade.account.onSale', values: { count: onSale } },
            },
            {
              id: 'connected',
              href: '/profile/trade/connected',
              icon: 'gamepad',
              meta: { id: 'inventory.accounts.count', values: { count: accounts.length, max: MAX_LINKED_ACCOUNTS } },
            },
            // Spec trading-core 1: or sell to the site at once (quick sale), unless the fastSale flag is off.
            ...(flags.fastSale !== false
              ? [
                  {
                    id: 'quickSale' as const,
                    href: '/profile/trade/fast-sell',
                    icon: 'coin' as const,
                    meta: { id: 'trade.hub.link.quickSale.meta', values: {} },
                  },
                ]
              : []),
          ]}
        />
      </section>
      <AccountsPanel
        id="trade-accounts"
        accounts={accounts}
        actions={['sync', 'freeze', 'unlink']}
        showGame
        footer={
          accounts.length < MAX_LINKED_ACCOUNTS && (
            <div>
              <ButtonLink href="/profile/trade/connected" variant="secondary" size="sm" className="trade-hub__add">
                <Icon name="plus" size={16} />
                <FormattedMessage id="trade.hub.addAccount" />
              </ButtonLink>
            </div>
          )
        }
      />
    </>
  );
}

interface SellerLink {
  id: 'inventory' | 'onSale' | 'connected' | 'quickSale';
  href: string;
  icon: IconName;
  meta: { id: string; values: Record<string, number> };
}

function SellerLinks({ links }: { links: SellerLink[] }) {
  const intl = useIntl();
  return (
    <nav className="trade-links" aria-label={intl.formatMessage({ id: 'trade.hub.links' })}>
      <ul className="trade-links__list">
        {links.map((link) => (
          <li key={link.id}>
            <Link href={link.href} className={`trade-link trade-link--${link.id}`}>
              <span className="trade-link__icon" aria-hidden="true">
                <Icon name={link.icon} size={20} />
              </span>
              <span className="trade-link__text">
                <span className="trade-link__label">
                  <FormattedMessage id={`trade.hub.link.${link.id}`} />
                </span>
                <span className="trade-link__meta">
                  <FormattedMessage id={link.meta.id} values={link.meta.values} />
                </span>
              </span>
              <Icon name="arrowRight" size={18} className="trade-link__arrow" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
