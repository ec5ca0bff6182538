// Reads from the document what the user is in the middle of (safeMoment.ts decides what that allows).
import type { PageActivity } from './safeMoment';

/**
 * Marks a screen holding a payment or trade step the user must not lose (`<div data-hold-reload>`). Busy submit and trade
 * buttons (`aria-busy`, as SubmitButton and TradeActions set it) count without it.
 */
export const HOLD_RELOAD_ATTRIBUTE = 'data-hold-reload';

const STEP_SELECTOR = `[${HOLD_RELOAD_ATTRIBUTE}], button[aria-busy="true"], form[aria-busy="true"]`;
const MODAL_SELECTOR = '[role="dialog"][aria-modal="true"], dialog[open]';

let typedOnThisScreen = false;

/** Counts typing into any field as a dirty form, until the next screen; returns the remover. */
export function trackTyping(doc: Document = document): () => void {
  const mark = (event: Event) => {
    const target = event.target;
    if (
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement
    ) {
      typedOnThisScreen = true;
    }
  };
  doc.addEventListener('input', mark, true);
  doc.addEventListener('change', mark, true);
  return () => {
    doc.removeEventListener('input', mark, true);
    doc.removeEventListener('change', mark, true);
  };
}

/** A new screen: its fields are untouched. */
export function screenChanged(): void {
  typedOnThisScreen = false;
}

export function pageActivity(doc: Document = document): PageActivity {
  return {
    modalOpen: doc.querySelector(MODAL_SELECTOR) !== null,
    formDirty: typedOnThisScreen,
    stepInProgress: doc.querySelector(STEP_SELECTOR) !== null,
  };
}
