// The signed-in user's menu in the header: profile, history, trade, live chat, help, FAQ, the support desk (operators
// only), log out.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { RATINGS_PATH } from '../../shared/ratings/blockMessage';
import { UnreadBadge } from '../../shared/ratings/UnreadBadge';
import { store } from '../../shared/state/store';
import { DESK_PATH, useDeskAccess } from '../../features/support/desk/deskAccess';
import { Avatar } from '../../shared/ui/Avatar';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { handleMenuKey } from '../../shared/ui/menuKeys';
import '../../shared/ui/menu.css';

const ITEMS: { id: string; href: string; icon: IconName }[] = [
  { id: 'profile', href: '/profile', icon: 'user' },
  { id: 'ratings', href: RATINGS_PATH, icon: 'star' },
  { id: 'history', href: '/profile/history', icon: 'history' },
  { id: 'trade', href: '/profile/trade', icon: 'trade' },
  { id: 'chat', href: '/support', icon: 'chat' },
  { id: 'help', href: '/help/my-questions', icon: 'help' },
  { id: 'faq', href: '/help/faq', icon: 'support' },
  { id: 'desk', href: DESK_PATH, icon: 'tools' },
  { id: 'console', href: '/admin', icon: 'shield' },
  { id: 'logout', href: '/logout', icon: 'logout' },
];

const STAFF_ITEMS = new Set(['desk', 'console']);

export function UserMenu() {
  const intl = useIntl();
  const { profile, isAuth } = useSnapshot(store);
  const operator = useDeskAccess(isAuth) === true;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const name = profile?.username ?? intl.formatMessage({ id: 'userMenu.account' });

  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKey = (event: KeyboardEvent<HTMLDivElement>) =>
    handleMenuKey(event, [...(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])], {
      escape: () => {
        setOpen(false);
        buttonRef.current?.focus();
      },
      tab: () => setOpen(false),
    });

  return (
    <div className="menu user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        id="user-menu-button"
        className="menu__trigger user-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={intl.formatMessage({ id: 'userMenu.label' }, { name })}
        onClick={() => setOpen((v) => !v)}
      >
        <Avatar value={profile?.avatar_url} size={28} />
        <span className="user-menu__name">{name}</span>
        <UnreadBadge id="user-menu-unread" />
        <Icon name="chevronDown" size={16} className="menu__chevron" />
      </button>
      {open && (
        <div
          id={menuId}
          ref={listRef}
          role="menu"
          aria-labelledby="user-menu-button"
          className="menu__list menu__list--end user-menu__list"
          onKeyDown={onKey}
        >
          {profile && (
            <div className="user-menu__head" role="presentation">
              <Avatar value={profile.avatar_url} size={40} />
              <div>
                <p className="user-menu__title">{profile.username}</p>
                <p className="user-menu__email">{profile.email}</p>
              </div>
            </div>
          )}
          {/* Staff only: desk access means the operator or admin role (GLOSSARY "role"). */}
          {ITEMS.filter((item) => !STAFF_ITEMS.has(item.id) || operator).map((item) => (
            <Link
              key={item.id}
              href={item.href}
              role="menuitem"
              tabIndex={-1}
              className={`menu__item${item.id === 'logout' ? ' user-menu__logout' : ''}`}
              onClick={() => setOpen(false)}
            >
              <span className="menu__icon">
                <Icon name={item.icon} size={18} />
              </span>
              <span className="menu__label">
                <FormattedMessage id={`userMenu.${item.id}`} />
              </span>
              {item.id === 'ratings' && <UnreadBadge />}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
