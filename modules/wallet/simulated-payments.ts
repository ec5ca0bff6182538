import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import express, { Router } from 'express';
import { walletErrors } from './wallet.errors';
import {
  signWebhook,
  verifyWebhook,
  SIGNATURE_HEADER,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentProvider,
} from './payment-provider';
import { CURRENCIES, type Currency } from '../../kernel';
import { escapeHtml } from '../../src/platform/http/html';

// A stand-in for a payment provider in development and tests: a hosted checkout page under
// /dev/payments with Pay, Decline and Abandon, and signed webhooks sent over real HTTP to
// /api/payments/webhook. Checkout sessions are HMAC-sealed and self-contained, so any process
// can serve them.

interface Session extends CheckoutRequest {
  providerPaymentId: string;
}

interface WebhookBody {
  id: string;
  type: 'payment.succeeded' | 'payment.failed';
  data: { payment_id: string; amount: number; currency: string; reason?: string };
}

export class SimulatedPaymentProvider implements PaymentProvider {
  constructor(
    private readonly secret: string,
    private readonly selfUrl: () => string,
  ) {}

  async createCheckout(request: CheckoutRequest) {
    const providerPaymentId = `sim_${randomUUID()}`;
    const session = this.seal({ ...request, providerPaymentId });
    return { providerPaymentId, redirectUrl: `/dev/payments/checkout?session=${encodeURIComponent(session)}` };
  }

  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined, now: Date): PaymentEvent {
    const body = verifyWebhook(this.secret, rawBody, signatureHeader, now) as Partial<WebhookBody>;
    const data = body.data;
    if (
      !data ||
      typeof data.payment_id !== 'string' ||
      !Number.isSafeInteger(data.amount) ||
      !(CURRENCIES as readonly string[]).includes(data.currency ?? '') ||
      (body.type !== 'payment.succeeded' && body.type !== 'payment.failed')
    ) {
      throw walletErrors.webhookMismatch();
    }
    return {
      providerPaymentId: data.payment_id,
      status: body.type === 'payment.succeeded' ? 'succeeded' : 'failed',
      amountMinor: data.amount,
      currency: data.currency as Currency,
      reason: data.reason,
    };
  }

  /** The provider's side: sends the signed webhook the way the real one would, and reports the status it got. */
  async sendWebhook(session: Session, outcome: 'succeeded' | 'failed', at = new Date()): Promise<number> {
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: `payment.${outcome}`,
      data: {
        payment_id: session.providerPaymentId,
        amount: session.amountMinor,
        currency: session.currency,
        reason: outcome === 'failed' ? 'declined' : undefined,
      },
    } satisfies WebhookBody);
    const response = await fetch(`${this.selfUrl()}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(this.secret, body, at) },
      body,
    });
    return response.status;
  }

  devRoutes(): Router {
    const router = Router();
    router.use('/dev/payments', express.urlencoded({ extended: false, limit: '8kb' }));
    router.get('/dev/payments/checkout', (req, res) => {
      const session = this.open(req.query.session);
      if (!session) return void res.status(400).type('text').send('Unknown or tampered checkout session');
      res.type('html').send(checkoutPage(session, String(req.query.session)));
    });
    router.post('/dev/payments/checkout/:outcome', async (req, res, next) => {
      try {
        const session = this.open(req.body?.session);
        const outcome = req.params.outcome;
        if (!session || (outcome !== 'pay' && outcome !== 'decline'))
          return void res.status(400).type('text').send('Bad request');
        const status = await this.sendWebhook(session, outcome === 'pay' ? 'succeeded' : 'failed');
        const ok = outcome === 'pay' && status === 200;
        res.redirect(303, ok ? session.successUrl : session.failUrl);
      } catch (err) {
        next(err);
      }
    });
    return router;
  }

  seal(session: Session): string {
    const payload = Buffer.from(JSON.stringify(session)).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  open(value: unknown): Session | undefined {
    if (typeof value !== 'string') return undefined;
    const [payload, mac] = value.split('.');
    if (!payload || !mac) return undefined;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Session;
  }

  private mac(payload: string): string {
    return createHmac('sha256', `checkout:${this.secret}`).update(payload).digest('base64url');
  }
}

function checkoutPage(session: Session, sealed: string): string {
  const amount = `${(session.amountMinor / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
  const form = (outcome: string, label: string, cls: string) => `
    <form method="post" action="/dev/payments/checkout/${outcome}">
      <input type="hidden" name="session" value="${escapeHtml(sealed)}">
      <button class="${cls}" type="submit">${label}</button>
    </form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>SimPay checkout</title>
<style>
  body{font-family:system-ui,sans-serif;background:#eef1f6;margin:0;display:grid;place-items:center;min-height:100vh}
  main{background:#fff;border-radius:14px;box-shadow:0 8px 30px #0002;padding:28px;width:min(380px,92vw)}
  h1{font-size:18px;margin:0 0 4px} .muted{color:#667;font-size:13px} .amount{font-size:32px;font-weight:700;margin:18px 0}
  button{width:100%;padding:12px;border-radius:10px;border:0;font-size:15px;margin-top:10px;cursor:pointer}
  .pay{background:#1f7a4d;color:#fff} .decline{background:#f3d6d6;color:#8a1f1f} a{display:block;text-align:center;margin-top:14px;color:#445}
</style></head><body><main>
  <h1>SimPay — simulated payment provider</h1>
  <div class="muted">Development only. Method: ${escapeHtml(session.method)} · Payment ${escapeHtml(session.providerPaymentId)}</div>
  <div class="amount" data-amount>${escapeHtml(amount)}</div>
  ${form('pay', 'Pay', 'pay')}
  ${form('decline', 'Decline', 'decline')}
  <a href="${escapeHtml(session.failUrl)}" data-abandon>Abandon and return</a>
</main></body></html>`;
}
