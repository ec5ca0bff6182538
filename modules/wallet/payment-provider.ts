import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TopupMethod } from './wallet.schemas';
import { walletErrors } from './wallet.errors';
import type { Currency } from '../../kernel';

/** What the provider tells us about a payment, from a verified webhook. */
export interface PaymentEvent {
  providerPaymentId: string;
  status: 'succeeded' | 'failed';
  amountMinor: number;
  currency: Currency;
  reason?: string;
}

export interface CheckoutRequest {
  topupId: string;
  amountMinor: number;
  currency: Currency;
  method: TopupMethod;
  successUrl: string;
  failUrl: string;
}

/** A payment provider as the wallet uses it: a hosted checkout page and signed webhooks. */
export interface PaymentProvider {
  createCheckout(request: CheckoutRequest): Promise<{ providerPaymentId: string; redirectUrl: string }>;
  /** Verifies the signature and freshness of a webhook and reads it; throws a 4xx AppError otherwise. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined, now: Date): PaymentEvent;
}

export const PAYMENT_PROVIDER = Symbol.for('wallet.PaymentProvider');
export const SIGNATURE_HEADER = 'x-payment-signature';
/** A webhook older (or newer) than this is refused: a replayed capture cannot credit anything late. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the scheme common providers use. */
export function signWebhook(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/** Checks a webhook signature against the raw body; returns the parsed body. */
export function verifyWebhook(secret: string, rawBody: Buffer, header: string | undefined, now: Date): unknown {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  const expected = createHmac('sha256', secret).update(`${parts.t}.`).update(rawBody).digest();
  if (!Number.isInteger(t) || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw walletErrors.badSignature();
  if (Math.abs(now.getTime() / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS) throw walletErrors.lateWebhook();
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw walletErrors.badSignature();
  }
}
