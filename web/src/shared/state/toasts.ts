// Toast queue rules (spec accounts-platform 3 "Toast", 4.8). Pure.
export type ToastType = 'error' | 'success' | 'warning' | 'info';

/** Texts are message ids so a toast follows a language change. */
export interface ToastText {
  id: string;
  values?: Record<string, string | number>;
}

export interface Toast {
  id: number;
  type: ToastType;
  title?: ToastText;
  message: ToastText;
  showClose: boolean;
  showProgress: boolean;
  showTime: number;
  buttonText?: ToastText;
  /** What the button does; kept as a named action so state stays serialisable. */
  buttonAction?: 'reload' | 'openCart' | 'openRatings' | 'openPurchased';
}

/** What named buttons do, registered by the areas that own them (e.g. the cart opens itself). */
export const toastActions: Partial<Record<NonNullable<Toast['buttonAction']>, () => void>> = {};

export type ToastInput = Partial<Omit<Toast, 'id' | 'message'>> & Pick<Toast, 'message'>;

export const MAX_TOASTS = 5;
export const DEFAULT_SHOW_TIME = 6000;

/** Appends a toast with defaults; a sixth drops the oldest. */
export function addToast(list: readonly Toast[], input: ToastInput, id: number): Toast[] {
  const toast: Toast = {
    type: 'info',
    showClose: true,
    showProgress: true,
    showTime: DEFAULT_SHOW_TIME,
    ...input,
    id,
  };
  return [...list, toast].slice(-MAX_TOASTS);
}
