// When a page may reload itself for a new build (spec accounts-platform 4.10 REFRESH_PAGE, 4.13 build check). THE rule,
// in one place: reloading must never take away what the user is in the middle of.

/** The two moments a pending reload is tried at. */
export type ReloadMoment =
  /** The tab went to the background (or was there when the new build was announced): the user is not looking. */
  | 'hidden'
  /** The user moved to another screen: what they were doing on the last one is left behind anyway. */
  | 'route-change';

/** What the user may be in the middle of, read from the page (pageActivity.ts). */
export interface PageActivity {
  /** A modal (a purchase, a cash-out, a confirmation, the sign-in form...) is open. */
  modalOpen: boolean;
  /** The user typed into a field on this screen and has not left it. */
  formDirty: boolean;
  /** A step is running: a submit or trade action awaiting its answer, or a screen holding a payment or trade step. */
  stepInProgress: boolean;
}

/**
 * Never while a step runs or a modal is open; a hidden tab also keeps a form the user typed into (they come back to
 * it), while moving to another screen leaves that form anyway. No other moment: a visible page in use never reloads
 * under the user's hands.
 */
export function isSafeMoment(moment: ReloadMoment, page: PageActivity): boolean {
  if (page.stepInProgress || page.modalOpen) return false;
  return moment === 'route-change' || !page.formDirty;
}

export interface ReloadScheduler {
  /** A new build is out: reload at the next safe moment (at once when the tab is already hidden and it is safe). */
  request(): void;
  /** A moment came: reloads when a reload is pending and the moment is safe. */
  moment(moment: ReloadMoment): void;
  readonly pending: boolean;
}

export function createReloadScheduler(env: {
  activity(): PageActivity;
  isHidden(): boolean;
  reload(): void;
}): ReloadScheduler {
  let pending = false;
  const moment = (at: ReloadMoment) => {
    if (!pending || !isSafeMoment(at, env.activity())) return;
    pending = false;
    env.reload();
  };
  return {
    request() {
      pending = true;
      if (env.isHidden()) moment('hidden');
    },
    moment,
    get pending() {
      return pending;
    },
  };
}
