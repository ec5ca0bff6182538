// An R$ prize travels from the promo area to the R$ page (spec accounts-platform 4.3: choosing "robux" goes to the
// R$ page with the promo): its address either way, and the activation failures both pages put in words. Pure.
import { HttpError, type ApiErrorBody } from '../api/HttpError';

/** Message ids of the spec's three check outcomes (accounts-platform 5). */
export const CHECK_MESSAGES = {
  used: 'promo.error.used',
  none: 'promo.error.notFound',
  unexpected: 'promo.error.unexpected',
} as const;

/** Spec accounts-platform 8: activation failures "1".."5" in words, NOT_FOUND as "does not exist". */
export function activationMessage(error: unknown): string {
  const code = error instanceof HttpError ? (error.data as Partial<ApiErrorBody> | null)?.errorCode : undefined;
  if (code && /^[1-5]$/.test(code)) return `promo.activation.${code}`;
  if (code === 'NOT_FOUND') return CHECK_MESSAGES.none;
  return CHECK_MESSAGES.unexpected;
}

/** The R$ page's address for a code's prize (that page asks where to send it, then activates the code). */
export const rbxPromoHref = (code: string, amount: number) => `/rbx?promo=${encodeURIComponent(code)}&amount=${amount}`;
/** The R$ page's address for a won R$ prize (the wheel's). */
export const rbxPrizeHref = (prizeId: string, amount: number) =>
  `/rbx?prize=${encodeURIComponent(prizeId)}&amount=${amount}`;

/** What the R$ page was sent to deliver: a code's R$ (activated on sending) or a won prize, with its amount. */
export type RbxPrize =
  | { kind: 'code'; code: string; amount: number }
  | { kind: 'won'; prizeId: string; amount: number };

/** Reads ?promo=CODE&amount=N or ?prize=ID&amount=N; null when neither is there whole. */
export function rbxPrizeOf(search: string, amountOf: (text: string) => number | null): RbxPrize | null {
  const query = new URLSearchParams(search);
  const amount = amountOf(query.get('amount') ?? '');
  if (amount === null) return null;
  const code = query.get('promo')?.trim();
  if (code) return { kind: 'code', code, amount };
  const prizeId = query.get('prize')?.trim();
  return prizeId ? { kind: 'won', prizeId, amount } : null;
}
