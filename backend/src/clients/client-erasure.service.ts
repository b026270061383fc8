import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { PostComment } from '../comments/post-comment.entity.js';
import { StripeGateway } from '../stripe/stripe-gateway.js';
import { Clock } from '../common/clock.js';
import { PasswordResetService } from '../auth/password-reset.service.js';
import { hashPassword } from '../common/passwords.js';
import { usernameKey } from '../common/usernames.js';
import { SessionsService } from '../common/sessions.service.js';
import { PostMedia } from '../content/post-media.entity.js';
import { PostVersion } from '../content/post-version.entity.js';
import { MediaFiles } from '../media/media-files.js';
import { LinkedInConnections } from '../linkedin/linked-in-connections.js';
import { Post } from '../content/post.entity.js';
import { ErasuresService } from '../erasures/erasures.service.js';
import { LeadActivity } from '../leads/lead-activity.entity.js';
import { LeadNote } from '../leads/lead-note.entity.js';
import type { Lead } from '../leads/lead.entity.js';
import { MailService } from '../mail/mail.service.js';
import { OutgoingMails } from '../mail/outgoing-mails.js';
import { ReviewLink } from '../content/review-link.entity.js';
import { ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import { cancellation } from '../subscriptions/cancellation.js';
import { Payment } from '../subscriptions/payment.entity.js';
import { SubscriptionEvent } from '../subscriptions/subscription-event.entity.js';
import { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { NoticeDigestItem } from '../notices/notice-digest-item.entity.js';

/** What an erased client and their lead are called from then on. */
export const ERASED_NAME = { firstName: 'Erased', lastName: 'client' } as const;
export const erasedUsername = (clientId: number) => `erased-${clientId}`;
/** What a client's erased reviewer is called from then on. */
export const ERASED_REVIEWER_NAME = { firstName: 'Erased', lastName: 'reviewer' } as const;

/** A lead's personal fields, as they read once erased: the landing form's and every onboarding answer. */
const ERASED_LEAD: Partial<Lead> = {
  name: `${ERASED_NAME.firstName} ${ERASED_NAME.lastName}`,
  email: '',
  linkedin: '',
  notes: null,
  onboardingToken: null,
  jobTitle: null,
  companyName: null,
  goals: null,
  targetAudience: null,
  targetReaderTakeaway: null,
  toneOfVoice: null,
  customTone: null,
  contentPillars: null,
  contentRestrictions: null,
  avoidWords: null,
  voiceSamples: null,
  mistakeStory: null,
  controversialBelief: null,
  transformativeStory: null,
  audienceProblem: null,
  postingCadence: null,
};

/** The history entry of a subscription ended by an erasure (its only words: nobody's personal data). */
export const ERASURE_END_DETAIL = 'Personal data erased';

/** A subscription not over yet at `now`: in force, waiting for a payment, or canceled with access ahead. */
const notOver = (subscription: ClientSubscription, now: Date) =>
  subscription.status !== 'canceled' ||
  !subscription.endDate ||
  subscription.endDate.getTime() > now.getTime();

/**
 * A client's personal data erased on request. The account stays as a row the books can count
 * (its subscriptions, amounts, posts and their statuses and dates), but names, email, username,
 * password, their reviewers' accounts (anonymised as theirs, and signed out), the lead's answers and notes, the posts' words and media files, the outgoing mails and the saved ones go, its sessions and
 * links end, and the erasure is recorded (who, when) without any of it.
 *
 * Their subscriptions end then too (nobody is left to write for or to bill): each one not over yet is
 * canceled with its access ended at once, no renewal, and an `ended` entry from the team in its history
 * ("Personal data erased"); its payments and amounts stay for the books. The order keeps a failure
 * from leaving the erasure half done: a Stripe-billed one is canceled at Stripe first, before anything
 * here changes, so Stripe being down refuses the erasure (503) with nothing erased and nothing
 * canceled here, and the admin tries again; asking Stripe again for one it has canceled already
 * succeeds (StripeGateway.cancelNow). Everything here then changes in one transaction. The webhook
 * Stripe sends for the cancellation finds the subscription ended already and changes nothing.
 */
@Injectable()
export class ClientErasureService {
  private readonly logger = new Logger('Erasure');

  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly resets: PasswordResetService,
    private readonly sessions: SessionsService,
    private readonly erasures: ErasuresService,
    private readonly mail: MailService,
    private readonly outgoing: OutgoingMails,
    private readonly stripe: StripeGateway,
    private readonly clock: Clock,
    private readonly media: MediaFiles,
    private readonly linkedIn: LinkedInConnections,
  ) {}

  /** Erases the client's personal data; erasing again finds nothing more to remove and records nothing. */
  async erase(clientId: number, adminId: number): Promise<void> {
    const client = await this.users.findClientOrFail(clientId);
    // Nobody knows this password: the account cannot be signed in to again.
    const unusablePassword = await hashPassword(randomBytes(32).toString('base64url'));
    // Stripe first (see above): a failure here throws before anything is erased.
    // In whole seconds, as Stripe times its cancellation (ended_at), which comes after: the webhook
    // then finds the subscription ended earlier than it says, and changes nothing.
    const now = new Date(Math.floor(this.clock.now().getTime() / 1000) * 1000);
    const atStripe = await this.em.find(ClientSubscription, {
      client,
      billing: 'stripe',
      stripeSubscriptionId: { $ne: null },
    });
    for (const subscription of atStripe.filter((one) => notOver(one, now)))
      await this.stripe.cancelNow(subscription.stripeSubscriptionId!);
    const unpaidCheckouts: string[] = [];
    const reviewers: User[] = [];
    const addresses = await this.em.transactional(async (em) => {
      // Locked, as the lifecycle locks a subscription it changes: the schedule waits, then finds it ended.
      const subscriptions = await em.find(
        ClientSubscription,
        { client },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      await em.populate(subscriptions, ['lead']);
      const leads = subscriptions.flatMap((subscription) => (subscription.lead ? [subscription.lead] : []));
      // Their reviewers' accounts go with them (removed ones too): they exist only to review for them.
      reviewers.push(...(await em.find(User, { role: 'reviewer', reviewsFor: client })));
      const addresses = [
        client.email,
        ...leads.map((lead) => lead.email),
        ...reviewers.flatMap((reviewer) => [reviewer.email, reviewer.invitedEmail]),
      ].filter((address): address is string => !!address);

      em.assign(client, {
        username: await this.freeErasedUsername(client.id),
        email: null,
        ...ERASED_NAME,
        password: unusablePassword,
      });
      for (const reviewer of reviewers) {
        em.assign(reviewer, {
          username: await this.freeErasedUsername(reviewer.id),
          email: null,
          invitedEmail: null,
          ...ERASED_REVIEWER_NAME,
          password: unusablePassword,
          deactivatedAt: reviewer.deactivatedAt ?? now,
        });
        await this.resets.removeAll(reviewer.id);
      }
      for (const lead of leads) em.assign(lead, ERASED_LEAD);
      for (const subscription of subscriptions) subscription.cancelReason = null;
      // Their history keeps what happened and when, not their words (a reason, a note on a payment).
      await em.nativeUpdate(SubscriptionEvent, { subscription: { client } }, { detail: null });
      for (const subscription of subscriptions.filter((one) => notOver(one, now))) {
        // A Checkout link not paid yet can no longer take a payment (closed at Stripe after the commit).
        if (subscription.checkoutSessionId && !subscription.stripeSubscriptionId)
          unpaidCheckouts.push(subscription.checkoutSessionId);
        em.assign(subscription, { ...cancellation(now), checkoutUrl: null });
        em.create(SubscriptionEvent, {
          subscription,
          kind: 'ended',
          source: 'team',
          at: now,
          periodEnd: now,
          detail: ERASURE_END_DETAIL,
        });
      }
      // Their payments keep periods and amounts for the books; the notes on them go.
      await em.nativeUpdate(Payment, { subscription: { client } }, { note: null, voidReason: null });
      if (leads.length) {
        // The notes and the history name the person ("Converted to the client …"): they go whole.
        await em.nativeDelete(LeadNote, { lead: { $in: leads } });
        await em.nativeDelete(LeadActivity, { lead: { $in: leads } });
      }
      // The posts are written in the client's voice from their stories: the words go, the rows stay
      // (statuses, dates and revision counts are what the books and the board count).
      await em.nativeUpdate(
        Post,
        { client },
        { title: 'Erased post', content: '', feedbackNotes: null, publishedUrl: null, pillar: null },
      );
      await em.nativeUpdate(
        PostVersion,
        { post: { client } },
        { title: 'Erased post', content: '', feedbackNotes: null },
      );
      // Their images and documents, with the words on them (alt text, titles), leave the posts now;
      // the files themselves just below.
      await em.nativeDelete(PostMedia, { $or: [{ post: { client } }, { version: { post: { client } } }] });
      // The conversation on their posts quotes and answers their words: it goes whole.
      await em.nativeDelete(PostComment, { post: { client } });
      await this.resets.removeAll(client.id);
      // The one-click links in their mails end (the mails themselves go just below).
      await em.nativeDelete(ReviewLink, { client });
      // The mails to them and the team's notices about them go too; a try under way ends first.
      await this.outgoing.removeFor(addresses, em);
      // As do the notices about them kept for a member's morning digest.
      if (addresses.length) await em.nativeDelete(NoticeDigestItem, { about: { $in: addresses } });
      if (!(await this.erasures.of('client', client.id))) this.erasures.record('client', client.id, adminId);
      await em.flush();
      return addresses;
    });

    // Their images and documents go whole, bytes then rows: stopped part way, erasing again finishes.
    const files = await this.media.deleteForClient(client.id);
    // Their LinkedIn token goes, revoked first where LinkedIn allows it.
    await this.linkedIn.forget(client.id);
    await this.sessions.endSessionsOf(client.id);
    for (const reviewer of reviewers) await this.sessions.endSessionsOf(reviewer.id);
    // Best effort (the link expires within 24 hours anyway): the erasure is done whatever Stripe says.
    for (const sessionId of unpaidCheckouts)
      await this.stripe.expireCheckout(sessionId).catch(() => undefined);
    // No mail of theirs can be sent (and saved) any more: the saved copies go now.
    const removed = await this.mail.removeSavedTo(addresses);
    this.logger.log(
      `Client ${client.id}'s personal data erased by admin ${adminId} (${removed} saved mails, ${files} media files removed)`,
    );
  }

  /** `erased-<id>`, unless someone chose that username for themselves: then with a random tail. */
  private async freeErasedUsername(userId: number): Promise<string> {
    const username = erasedUsername(userId);
    const taken = await this.em.count(User, { usernameKey: usernameKey(username), id: { $ne: userId } });
    return taken ? `${username}-${randomBytes(4).toString('hex')}` : username;
  }
}
