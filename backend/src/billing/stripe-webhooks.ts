import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import type { Job } from 'pg-boss';
import { Clock } from '../common/clock.js';
import { JobQueue } from '../queue/job-queue.js';
import { StripeEventHandler } from './stripe-event-handler.js';
import { StripeEvent } from './stripe-event.entity.js';
import { StripeGateway } from '../stripe/stripe-gateway.js';
import { fromStripeTime } from '../stripe/stripe-objects.js';

/** The queue of recorded Stripe events to apply, one job per event (its id the job's singleton key). */
export const STRIPE_EVENT_QUEUE = 'stripe-event';
/** Where pg-boss keeps the job of an event that used every try (the relay queues the event again). */
export const STRIPE_EVENT_DEAD_LETTERS = 'stripe-event-failed';
/** The pass that queues recorded events not yet applied: at start and every minute. */
export const STRIPE_EVENT_RELAY = 'stripe-event-relay';
export const STRIPE_EVENT_RELAY_CRON = '* * * * *';

export const STRIPE_BILLING_OFF = 'Stripe billing is not configured on this server';

interface StripeEventJob {
  eventId: string;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Stripe's webhooks: each event checked against its signature, recorded once by its id (a replay
 * finds it and changes nothing), and answered at once; the queue applies it (StripeEventHandler), so
 * a slow or failing handler never makes Stripe send it again. A failure is retried with backoff.
 */
@Injectable()
export class StripeWebhooks implements OnModuleInit {
  private readonly logger = new Logger('StripeWebhooks');

  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    private readonly handler: StripeEventHandler,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    if (!this.stripe.enabled) return;
    this.queue.work<StripeEventJob>(
      STRIPE_EVENT_QUEUE,
      {
        policy: 'exclusive',
        // 15 s, 30 s, 1 min… about an hour in all; then the relay queues it again.
        retryLimit: 8,
        retryDelay: 15,
        retryBackoff: true,
        deadLetter: STRIPE_EVENT_DEAD_LETTERS,
        expireInSeconds: 300,
      },
      (job) => this.apply(job),
    );
    this.queue.schedule(STRIPE_EVENT_RELAY, STRIPE_EVENT_RELAY_CRON, () => this.relay());
    this.queue.onStart(() => this.relay());
  }

  /**
   * An event as Stripe posts it: 404 in manual billing, 400 when the signature does not match the raw
   * body; else recorded (once) and queued.
   */
  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<void> {
    if (!this.stripe.enabled) throw new NotFoundException(STRIPE_BILLING_OFF);
    const event = this.stripe.verifyEvent(rawBody, signature);
    const connection = this.em.fork().getConnection();
    const recorded = await connection.execute<{ id: string }[]>(
      `insert into stripe_events (id, type, created_at, payload, received_at) values (?, ?, ?, ?, ?)
       on conflict (id) do nothing returning id`,
      [event.id, event.type, fromStripeTime(event.created), JSON.stringify(event), this.clock.now()],
    );
    if (recorded.length === 0) {
      // A replay: of an event applied already it changes nothing; one still waiting is queued again
      // (a no-op while its job waits).
      const [known] = await connection.execute<{ processed_at: Date | null }[]>(
        'select processed_at from stripe_events where id = ?',
        [event.id],
      );
      if (known?.processed_at) return;
    }
    await this.dispatch([event.id]).catch((error: unknown) =>
      this.logger.warn(`Stripe event ${event.id} waits for the relay: ${reason(error)}`),
    );
  }

  /** Queues every recorded event not yet applied, oldest first (at start and every minute). */
  async relay(): Promise<void> {
    const waiting = await this.em
      .fork()
      .find(
        StripeEvent,
        { processedAt: null },
        { fields: ['id'], orderBy: { createdAt: 'asc', id: 'asc' }, limit: 1000 },
      );
    await this.dispatch(waiting.map(({ id }) => id));
  }

  private dispatch(eventIds: string[]): Promise<void> {
    return this.queue.insert(
      STRIPE_EVENT_QUEUE,
      eventIds.map((eventId) => ({ data: { eventId } satisfies StripeEventJob, singletonKey: eventId })),
    );
  }

  /** One try of one event: applied and marked processed, or its error kept and thrown for pg-boss to retry. */
  private async apply(job: Job<StripeEventJob>): Promise<void> {
    const em = this.em.fork();
    const event = await em.findOne(StripeEvent, { id: job.data.eventId });
    if (!event || event.processedAt) return;
    try {
      await this.handler.apply(event.payload as never);
    } catch (error) {
      await em.nativeUpdate(StripeEvent, { id: event.id }, { lastError: reason(error) });
      // The event's id and type say which; never its payload (addresses, names).
      this.logger.warn(
        `Stripe event ${event.id} (${event.type}): try ${job.retryCount + 1} failed: ${reason(error)}`,
      );
      throw error;
    }
    await em.nativeUpdate(StripeEvent, { id: event.id }, { processedAt: this.clock.now(), lastError: null });
  }
}
