import type { KeyboardEvent } from 'react';

/**
 * The WAI-ARIA menu keys over a menu's items: arrows move (wrapping), Home and End jump, Escape closes
 * and gives focus back to the trigger, Tab closes and lets focus move on.
 */
export function handleMenuKey(
  event: KeyboardEvent<HTMLElement>,
  items: HTMLElement[],
  actions: { escape: () => void; tab: () => void },
): void {
  if (event.key === 'Tab') {
    actions.tab();
    return;
  }
  if (event.key === 'Escape') {
    event.preventDefault();
    actions.escape();
    return;
  }
  const index = items.indexOf(document.activeElement as HTMLElement);
  const targets: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
  const target = targets[event.key];
  if (target === undefined) return;
  event.preventDefault();
  items[(target + items.length) % items.length]?.focus();
}
