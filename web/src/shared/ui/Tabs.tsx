// Tabs, the one tab bar of the site. Two kinds:
// - panel tabs (a `selected` value and `onSelect`): a WAI-ARIA tablist of buttons switching a panel on the
//   page (history lists, price-history periods); arrows move and select, and TabPanel names its tab;
// - page tabs (every tab has an `href`): a navigation of links between pages (the profile area's sections),
//   the current page marked with aria-current; when the row scrolls, the current one is brought into view.
// Class names follow the caller's block: `${className}`, `${className}__tab` (panel) or `${className}__list`
// and `${className}__link ${className}__link--${id}` (page), so each page keeps its own look and selectors.
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import { NavLink } from './NavLink';
import './tabs.css';

export interface Tab<T extends string = string> {
  id: T;
  label: ReactNode;
  icon?: IconName;
}

export interface PageTab extends Tab {
  href: string;
}

interface CommonProps {
  /** Accessible name of the tab list. */
  label: string;
  className: string;
  iconSize?: number;
}

export interface PanelTabsProps<T extends string> extends CommonProps {
  tabs: readonly Tab<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** Each tab's id is `${idPrefix}-${tab.id}`. */
  idPrefix: string;
  /** The id of the TabPanel the tabs control. */
  panelId: string;
}

export interface PageTabsProps extends CommonProps {
  tabs: readonly PageTab[];
}

export function Tabs<T extends string>(props: PanelTabsProps<T> | PageTabsProps) {
  return 'onSelect' in props ? <PanelTabs {...props} /> : <PageTabs {...props} />;
}

function PanelTabs<T extends string>({
  label,
  className,
  iconSize = 16,
  tabs,
  selected,
  onSelect,
  idPrefix,
  panelId,
}: PanelTabsProps<T>) {
  // Tablist keyboard model: left and right arrows select the previous or next tab and focus it.
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = tabs.findIndex((t) => t.id === selected);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    const list = event.currentTarget;
    requestAnimationFrame(() => list.querySelector<HTMLButtonElement>('[aria-selected="true"]')?.focus());
  };
  return (
    <div role="tablist" className={`tabs ${className}`} aria-label={label} onKeyDown={onKey}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`${idPrefix}-${tab.id}`}
          aria-selected={selected === tab.id}
          aria-controls={panelId}
          tabIndex={selected === tab.id ? 0 : -1}
          className={`tabs__tab ${className}__tab`}
          onClick={() => onSelect(tab.id)}
        >
          {tab.icon && <Icon name={tab.icon} size={iconSize} />}
          {tab.label}
        </button>
      ))}
    </div>
  );
}

function PageTabs({ label, className, iconSize = 18, tabs }: PageTabsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // A row of tabs wider than the screen scrolls: the current one must be in view.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('.is-active');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft += active.getBoundingClientRect().left - list.getBoundingClientRect().left - 16;
  }, []);
  return (
    <nav className={className} aria-label={label}>
      <ul className={`${className}__list`} ref={listRef}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <NavLink href={tab.href} className={`${className}__link ${className}__link--${tab.id}`}>
              {tab.icon && <Icon name={tab.icon} size={iconSize} />}
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface TabPanelProps {
  /** The same as the Tabs': the panel is named by the selected tab. */
  idPrefix: string;
  panelId: string;
  selected: string;
  className?: string;
  children: ReactNode;
  [data: `data-${string}`]: string | number | undefined;
}

/** The panel the panel tabs switch. */
export function TabPanel({ idPrefix, panelId, selected, className, children, ...data }: TabPanelProps) {
  return (
    <div role="tabpanel" id={panelId} aria-labelledby={`${idPrefix}-${selected}`} className={className} {...data}>
      {children}
    </div>
  );
}
