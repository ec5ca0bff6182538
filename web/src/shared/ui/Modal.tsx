// Generic modal (spec accounts-platform 2.6): sizes, Escape/overlay close when allowed, Tab focus trap,
// background scroll lock (unless allowed), 350 ms open/close animation. Focus returns to the opener.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { Icon } from './Icon';
import './modal.css';

export const MODAL_ANIMATION_MS = 350;
export const MODAL_SIZES = [
  'x5s',
  'x4s',
  'x3s',
  'x2s',
  'xs',
  'sm',
  'ms',
  'm',
  'md',
  'lg',
  'xl',
  'auto',
  'full',
] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name: the id of the visible title, or a label. */
  titleId?: string;
  label?: string;
  size?: ModalSize;
  /** Escape, overlay click and the close button close it (default true). */
  closable?: boolean;
  allowBackgroundScroll?: boolean;
  /** Shown in the header, left of the close button (e.g. a back button). */
  headerStart?: ReactNode;
  className?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let scrollLocks = 0;
function lockScroll(): () => void {
  const body = document.body;
  if (scrollLocks++ === 0) {
    const gap = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (gap > 0) body.style.paddingRight = `${gap}px`;
  }
  return () => {
    if (--scrollLocks === 0) {
      body.style.overflow = '';
      body.style.paddingRight = '';
    }
  };
}

export function Modal({
  open,
  onClose,
  titleId,
  label,
  size = 'sm',
  closable = true,
  allowBackgroundScroll = false,
  headerStart,
  className,
  children,
}: ModalProps) {
  const intl = useIntl();
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<Element | null>(null);
  const fallbackId = useId();

  // Mount, then flip the class on the next frame so the entry transition runs; unmount after the exit one.
  useLayoutEffect(() => {
    if (open) {
      openerRef.current = document.activeElement;
      setMounted(true);
      const frame = requestAnimationFrame(() => requestAnimationFrame(() => setShown(true)));
      return () => cancelAnimationFrame(frame);
    }
    setShown(false);
    const timer = setTimeout(() => setMounted(false), MODAL_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (!mounted || allowBackgroundScroll) return;
    return lockScroll();
  }, [mounted, allowBackgroundScroll]);

  // Initial focus: the first field marked data-autofocus, else the first field, else the dialog.
  useEffect(() => {
    if (!mounted || !open) return;
    const dialog = dialogRef.current;
    const target =
      dialog?.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea') ??
      dialog;
    target?.focus({ preventScroll: true });
  }, [mounted, open]);

  useEffect(() => {
    if (mounted) return;
    const opener = openerRef.current;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
  }, [mounted]);

  if (!mounted) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && closable) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
      (el) => el.offsetParent !== null,
    );
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className={`modal${shown && open ? ' is-open' : ''}`}
      style={{ ['--modal-duration' as string]: `${MODAL_ANIMATION_MS}ms` }}
    >
      <div className="modal__overlay" aria-hidden="true" onClick={closable ? onClose : undefined} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-label={titleId ? undefined : (label ?? fallbackId)}
        tabIndex={-1}
        className={`modal__dialog modal__dialog--${size} ${className ?? ''}`}
        onKeyDown={onKeyDown}
      >
        {(closable || headerStart) && (
          <div className="modal__header">
            {headerStart}
            {closable && (
              <button
                type="button"
                className="icon-button modal__close"
                onClick={onClose}
                aria-label={intl.formatMessage({ id: 'modal.close' })}
                title={intl.formatMessage({ id: 'modal.close' })}
              >
                <Icon name="close" size={20} />
              </button>
            )}
          </div>
        )}
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
