import { BadRequestException, Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import Stripe from 'stripe';
import type { Environment } from '../config/environment.js';

/** The Stripe client, present in Stripe mode only (both keys set: Environment.billingMode); else null. */
export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

export const STRIPE_UNREACHABLE = 'Stripe could not be reached: try again';
export const STRIPE_NOT_CONFIGURED =
  'Stripe billing is not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or bill manually';

/** How long one call to Stripe may take before it counts as failed (the SDK's default is 80 s). */
const STRIPE_TIMEOUT_MS = 20_000;

/**
 * The SDK's settings from the configuration: the secret key, and STRIPE_API_URL (when set) as the
 * host, port and protocol its calls go to (the tests aim them at a local server).
 */
export function stripeClientFrom(config: ConfigService<Environment, true>): Stripe | null {
  if (config.get('billingMode', { infer: true }) !== 'stripe') return null;
  const apiUrl = config.get('STRIPE_API_URL', { infer: true });
  const target = apiUrl ? new URL(apiUrl) : undefined;
  return new Stripe(config.get('STRIPE_SECRET_KEY', { infer: true })!, {
    maxNetworkRetries: 2,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
    ...(target && {
      host: target.hostname,
      port: target.port || (target.protocol === 'http:' ? 80 : 443),
      protocol: target.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

/** What a Checkout link is made for: a subscription of ours, its client, what it costs a month. */
export interface CheckoutRequest {
  subscriptionId: number;
  clientId: number;
  email: string | null;
  name: string;
  /** "Ghost plan". */
  productName: string;
  /** Cents a month, in US dollars. */
  unitAmount: number;
  /** The Stripe customer made for it before, if any: reused, never made twice. */
  customerId: string | null;
  /** Where Stripe sends the client back (PUBLIC_URL/dashboard/subscription). */
  returnUrl: string;
  /** Set for the queued job: a retry of the same job makes no second customer or session. */
  idempotencyKey?: string;
}

/**
 * Every call the product makes to Stripe, and the check of its webhooks' signatures. A failed call is
 * logged (its type, status and Stripe's message: never the key) and answered as a 503, so that what
 * called it stores nothing.
 */
@Injectable()
export class StripeGateway {
  private readonly logger = new Logger('Stripe');
  private readonly webhookSecret?: string;

  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    config: ConfigService<Environment, true>,
  ) {
    this.webhookSecret = config.get('STRIPE_WEBHOOK_SECRET', { infer: true });
  }

  /** Whether Stripe keeps the payments (its keys are set). */
  get enabled(): boolean {
    return this.stripe !== null;
  }

  /**
   * The event Stripe signed, checked against STRIPE_WEBHOOK_SECRET on the body's raw bytes (and its
   * timestamp within Stripe's default tolerance of five minutes); a 400 naming what is wrong otherwise.
   */
  verifyEvent(rawBody: Buffer | undefined, signature: string | undefined): Stripe.Event {
    if (!signature) throw new BadRequestException('The Stripe-Signature header is missing');
    if (!rawBody) throw new BadRequestException('The request has no body to check the signature of');
    try {
      return this.client().webhooks.constructEvent(rawBody, signature, this.webhookSecret!);
    } catch (error) {
      throw new BadRequestException(
        `The Stripe signature does not match this body: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /**
   * A customer (unless the request names one) and a Checkout Session in subscription mode for a
   * monthly price of `unitAmount` cents; answers the customer and the session's link.
   */
  async createCheckout(
    request: CheckoutRequest,
  ): Promise<{ customerId: string; url: string; sessionId: string }> {
    const stripe = this.client();
    const { subscriptionId, idempotencyKey } = request;
    const metadata = { subscriptionId: String(subscriptionId) };
    return this.call('creating a Checkout link', async () => {
      const customerId =
        request.customerId ??
        (
          await stripe.customers.create(
            {
              ...(request.email && { email: request.email }),
              name: request.name,
              metadata: { clientId: String(request.clientId) },
            },
            idempotencyKey ? { idempotencyKey: `${idempotencyKey}-customer` } : undefined,
          )
        ).id;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: customerId,
          client_reference_id: String(subscriptionId),
          metadata,
          // The subscription Stripe makes carries our id too, and each of its invoices a copy of it:
          // its first invoice.paid may arrive before checkout.session.completed links the two.
          subscription_data: { metadata },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: request.unitAmount,
                recurring: { interval: 'month' },
                product_data: { name: request.productName },
              },
            },
          ],
          success_url: `${request.returnUrl}?checkout=done`,
          cancel_url: request.returnUrl,
        },
        idempotencyKey ? { idempotencyKey: `${idempotencyKey}-session` } : undefined,
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a link');
      return { customerId, url: session.url, sessionId: session.id };
    });
  }

  /**
   * Closes a Checkout Session nobody has paid, so its link can no longer take a payment (a newer link
   * replaced it, or its sale was canceled). Best effort: a session already paid or expired stays as
   * it is, and a failure is only logged (its link expires within 24 hours anyway).
   */
  async expireCheckout(sessionId: string): Promise<void> {
    const stripe = this.client();
    await this.call('closing a Checkout link', () => stripe.checkout.sessions.expire(sessionId)).catch(
      () => undefined,
    );
  }

  /** A Customer Portal session's link for the customer, coming back to `returnUrl`. */
  async openPortal(customerId: string, returnUrl: string): Promise<string> {
    const stripe = this.client();
    return this.call('opening the Customer Portal', async () => {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    });
  }

  /** Cancels the Stripe subscription at the end of its period, with the client's reason as Stripe's comment. */
  async cancelAtPeriodEnd(stripeSubscriptionId: string, reason: string | null): Promise<void> {
    const stripe = this.client();
    await this.call('canceling a subscription', () =>
      stripe.subscriptions.update(stripeSubscriptionId, {
        cancel_at_period_end: true,
        ...(reason && { cancellation_details: { comment: reason } }),
      }),
    );
  }

  /**
   * Cancels the Stripe subscription at once (DELETE /v1/subscriptions/{id}): no more invoices, no
   * proration; what was paid stays paid. One Stripe no longer has, or has already canceled, is done
   * already: asking again (an erasure tried a second time) succeeds.
   */
  async cancelNow(stripeSubscriptionId: string): Promise<void> {
    const stripe = this.client();
    await this.call('canceling a subscription now', async () => {
      try {
        await stripe.subscriptions.cancel(stripeSubscriptionId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return;
        const current = await stripe.subscriptions.retrieve(stripeSubscriptionId).catch(() => null);
        if (current?.status === 'canceled' || current?.status === 'incomplete_expired') return;
        throw error;
      }
    });
  }

  private client(): Stripe {
    if (!this.stripe) throw new ServiceUnavailableException(STRIPE_NOT_CONFIGURED);
    return this.stripe;
  }

  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      this.logger.warn(`Stripe failed ${what}: ${describeStripeError(error)}`);
      throw new ServiceUnavailableException(STRIPE_UNREACHABLE, { cause: error });
    }
  }
}

/** A Stripe error as the log may show it: its type, HTTP status, code and message (Stripe masks keys in them). */
export function describeStripeError(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode ? ` ${error.statusCode}` : '';
    const code = error.code ? ` (${error.code})` : '';
    return `${error.type}${status}${code}: ${error.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}
