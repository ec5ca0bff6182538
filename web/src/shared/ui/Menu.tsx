// Accessible single-choice dropdown: button + menu of radio items, full keyboard support.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from './Icon';
import { handleMenuKey } from './menuKeys';
import './menu.css';

export interface MenuOption<T extends string> {
  value: T;
  label: ReactNode;
  /** Extra text at the right, e.g. a currency symbol. */
  hint?: ReactNode;
  icon?: ReactNode;
  lang?: string;
}

interface MenuProps<T extends string> {
  /** Accessible name of the trigger, including the current value. */
  label: string;
  trigger: ReactNode;
  options: MenuOption<T>[];
  value: T;
  onSelect: (value: T) => void;
  align?: 'start' | 'end';
  className?: string;
}

export function Menu<T extends string>({
  label,
  trigger,
  options,
  value,
  onSelect,
  align = 'end',
  className,
}: MenuProps<T>) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const current = Math.max(
      0,
      options.findIndex((o) => o.value === value),
    );
    itemRefs.current[current]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, options, value]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) =>
    handleMenuKey(event, itemRefs.current.filter(Boolean) as HTMLButtonElement[], {
      escape: () => {
        close(true);
      },
      tab: () => setOpen(false),
    });

  return (
    <div className={`menu ${className ?? ''}`} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="menu__trigger"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(e) => {
          if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {trigger}
        <Icon name="chevronDown" size={16} className="menu__chevron" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className={`menu__list menu__list--${align}`}
          onKeyDown={onMenuKey}
        >
          {options.map((option, i) => (
            <button
              key={option.value}
              ref={(el) => void (itemRefs.current[i] = el)}
              type="button"
              role="menuitemradio"
              aria-checked={option.value === value}
              lang={option.lang}
              className="menu__item"
              tabIndex={-1}
              onClick={() => {
                onSelect(option.value);
                close(true);
              }}
            >
              {option.icon && <span className="menu__icon">{option.icon}</span>}
              <span className="menu__label">{option.label}</span>
              {option.hint && <span className="menu__hint">{option.hint}</span>}
              {option.value === value && <Icon name="check" size={16} className="menu__check" />}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
