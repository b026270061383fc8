import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type request from 'supertest';
import { recordSecret } from './log-secrets.js';

/** The keys a Stripe-mode test app runs with (test/utils/test-app.ts takes them as `env`). */
export const STRIPE_SECRET_KEY = 'sk_test_ghostline_fake_stripe_key';
export const STRIPE_WEBHOOK_SECRET = 'whsec_ghostline_fake_signing_secret';

/** One call the app made to Stripe, as the fake server read it. */
export interface StripeCall {
  method: string;
  /** `/v1/checkout/sessions`. */
  path: string;
  /** The form body, its keys as Stripe's SDK writes them: `line_items[0][price_data][unit_amount]`. */
  body: Record<string, string>;
  /** The Idempotency-Key header, when the call sent one. */
  idempotencyKey?: string;
}

/**
 * A small local stand-in for api.stripe.com (these machines cannot reach Stripe): the app's SDK is
 * aimed at it through STRIPE_API_URL. It records every call and answers plausible JSON for the ones
 * the product makes; `failing` makes it answer each call with a 500 Stripe's SDK does not retry.
 */
export class FakeStripe {
  readonly calls: StripeCall[] = [];
  failing = false;
  /** The subscriptions canceled at once (DELETE): Stripe answers them canceled from then on. */
  readonly canceled = new Set<string>();
  private made = 0;
  private readonly server: Server = createServer((req, res) => this.answer(req, res));

  async start(): Promise<Record<string, string>> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    recordSecret('Stripe secret key', STRIPE_SECRET_KEY);
    recordSecret('Stripe webhook secret', STRIPE_WEBHOOK_SECRET);
    return {
      STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    };
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The calls to one path (`/v1/customers`), in order. */
  callsTo(method: string, path: string | RegExp): StripeCall[] {
    return this.calls.filter(
      (call) =>
        call.method === method && (typeof path === 'string' ? call.path === path : path.test(call.path)),
    );
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?', 1)[0]!;
      const body = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const key = req.headers['idempotency-key'];
      this.calls.push({
        method: req.method ?? '',
        path,
        body,
        ...(typeof key === 'string' && { idempotencyKey: key }),
      });
      const reply = (status: number, json: object, headers: Record<string, string> = {}) => {
        res.writeHead(status, {
          'Content-Type': 'application/json',
          'Request-Id': `req_${this.made}`,
          ...headers,
        });
        res.end(JSON.stringify(json));
      };
      if (this.failing) {
        reply(
          500,
          { error: { type: 'api_error', message: 'The fake Stripe is down' } },
          { 'Stripe-Should-Retry': 'false' },
        );
        return;
      }
      const n = ++this.made;
      if (req.method === 'POST' && path === '/v1/customers')
        return reply(200, {
          id: `cus_fake${n}`,
          object: 'customer',
          email: body.email ?? null,
          metadata: {},
        });
      if (req.method === 'POST' && path === '/v1/checkout/sessions')
        return reply(200, {
          id: `cs_test_fake${n}`,
          object: 'checkout.session',
          mode: 'subscription',
          customer: body.customer,
          client_reference_id: body.client_reference_id,
          url: `https://checkout.stripe.com/c/pay/cs_test_fake${n}`,
        });
      const expired = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (req.method === 'POST' && expired)
        return reply(200, { id: expired[1], object: 'checkout.session', status: 'expired', url: null });
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions')
        return reply(200, {
          id: `bps_fake${n}`,
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url,
          url: `https://billing.stripe.com/p/session/test_fake${n}`,
        });
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (req.method === 'POST' && subscription)
        return reply(200, {
          id: subscription[1],
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: body.cancel_at_period_end === 'true',
        });
      if (req.method === 'DELETE' && subscription) {
        if (this.canceled.has(subscription[1]!))
          return reply(400, {
            error: { type: 'invalid_request_error', message: 'This subscription is already canceled' },
          });
        this.canceled.add(subscription[1]!);
        return reply(200, { id: subscription[1], object: 'subscription', status: 'canceled' });
      }
      if (req.method === 'GET' && subscription)
        return reply(200, {
          id: subscription[1],
          object: 'subscription',
          status: this.canceled.has(subscription[1]!) ? 'canceled' : 'active',
        });
      reply(404, { error: { type: 'invalid_request_error', message: `No fake for ${req.method} ${path}` } });
    });
  }
}

let events = 0;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A Stripe event of `type` about `object`, created at `created` (now unless said). */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  { created = new Date(), id = `evt_test_${Date.now()}_${++events}` }: { created?: Date; id?: string } = {},
): { id: string; type: string; created: number } & Record<string, unknown> {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: seconds(created),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** Posts an event to the real webhook endpoint as Stripe does: its JSON, signed with `secret`, and no Origin. */
export function postStripeEvent(
  agent: ReturnType<typeof request.agent> | request.Agent,
  event: object,
  secret = STRIPE_WEBHOOK_SECRET,
): request.Test {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return (agent as request.Agent)
    .post('/api/stripe/webhook')
    .set('Content-Type', 'application/json; charset=utf-8')
    .set('Stripe-Signature', signature)
    .send(payload);
}

/** An invoice of Stripe subscription `subscription` (our id in its metadata), billing the period up to `periodEnd`. */
export function invoiceObject({
  subscription,
  ourId,
  customer = 'cus_fake',
  amount,
  periodEnd,
  billingReason = 'subscription_cycle',
  hostedUrl = 'https://invoice.stripe.com/i/acct_fake/test_fake',
}: {
  subscription: string;
  ourId?: number;
  customer?: string;
  /** Cents. */
  amount: number;
  periodEnd: Date;
  billingReason?: string;
  hostedUrl?: string;
}): Record<string, unknown> {
  const start = new Date(periodEnd.getTime() - 30 * 24 * 3600 * 1000);
  return {
    id: `in_fake_${++events}`,
    object: 'invoice',
    customer,
    amount_due: amount,
    amount_paid: billingReason === 'failed' ? 0 : amount,
    attempt_count: 1,
    billing_reason: billingReason === 'failed' ? 'subscription_cycle' : billingReason,
    hosted_invoice_url: hostedUrl,
    number: `FAKE-${events}`,
    // The invoice's own period is the one before; its lines bill the new one.
    period_start: seconds(start) - 30 * 24 * 3600,
    period_end: seconds(start),
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: {
        subscription,
        metadata: ourId ? { subscriptionId: String(ourId) } : {},
      },
    },
    lines: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: `il_fake_${events}`,
          object: 'line_item',
          period: { start: seconds(start), end: seconds(periodEnd) },
        },
      ],
    },
  };
}

/** A Stripe subscription as its events carry it. */
export function subscriptionObject({
  id,
  ourId,
  customer = 'cus_fake',
  status = 'active',
  periodEnd,
  cancelAtPeriodEnd = false,
  comment = null,
  endedAt = null,
}: {
  id: string;
  ourId?: number;
  customer?: string;
  status?: string;
  periodEnd: Date;
  cancelAtPeriodEnd?: boolean;
  comment?: string | null;
  endedAt?: Date | null;
}): Record<string, unknown> {
  return {
    id,
    object: 'subscription',
    customer,
    status,
    cancel_at_period_end: cancelAtPeriodEnd,
    cancel_at: cancelAtPeriodEnd ? seconds(periodEnd) : null,
    cancellation_details: {
      comment,
      feedback: null,
      reason: cancelAtPeriodEnd ? 'cancellation_requested' : null,
    },
    ended_at: endedAt ? seconds(endedAt) : null,
    metadata: ourId ? { subscriptionId: String(ourId) } : {},
    items: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: `si_fake_${++events}`,
          object: 'subscription_item',
          current_period_start: seconds(periodEnd) - 30 * 24 * 3600,
          current_period_end: seconds(periodEnd),
        },
      ],
    },
  };
}
