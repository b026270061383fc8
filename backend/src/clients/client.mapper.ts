import { displayName } from '../common/names.js';
import type { ClientVoiceDto, PillarMixDto } from '../content/dto/voice.dto.js';
import type { Erasure } from '../erasures/erasure.entity.js';
import type { Lead } from '../leads/lead.entity.js';
import type { ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import { deliveryRefusal, standingOf } from '../subscriptions/in-force.js';
import { toSubscriptionDto } from '../subscriptions/subscription.mapper.js';
import type { User } from '../users/user.entity.js';
import { toTeamMemberRef } from '../users/user.mapper.js';
import type { ClientDetailDto, ClientSummaryDto, ConvertedLeadDto } from './dto/client.dto.js';

/** How a client's posts stand (the content module's PostCountsService counts them). */
interface PostCounts {
  delivered: number;
  revisionsWaiting: number;
}

/** Which subscription stands for the client: an active one first, then pending, past due, canceled. */
const STATUS_RANK: Record<string, number> = { active: 0, pending: 1, past_due: 2, canceled: 3 };

const currentOf = (subscriptions: ClientSubscription[]): ClientSubscription | undefined =>
  [...subscriptions].sort(
    (a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status] || b.startDate.getTime() - a.startDate.getTime(),
  )[0];

/** A client in the back office's list: the current subscription's plan and status, and how their posts stand. */
export const toClientSummaryDto = (
  client: User,
  subscriptions: ClientSubscription[],
  counts?: PostCounts,
  /** The time the subscription stands at (the app's Clock). */
  now = new Date(),
): ClientSummaryDto => {
  const current = currentOf(subscriptions);
  return {
    id: client.id,
    username: client.username,
    name: displayName(client),
    email: client.email ?? null,
    plan: current?.plan ?? null,
    subscriptionStatus: current?.status ?? null,
    subscriptionStanding: current ? standingOf(current, now) : null,
    deliveredThisMonth: counts?.delivered ?? 0,
    revisionsWaiting: counts?.revisionsWaiting ?? 0,
    // The writer loaded with the client (populate assignedTo).
    assignedTo: client.assignedTo ? toTeamMemberRef(client.assignedTo) : null,
    reviewRequired: client.reviewRequired,
    createdAt: client.createdAt,
    lastLogin: client.lastLogin ?? null,
  };
};

/**
 * A client's page: the summary, names, every subscription (in the order given), whether posts may be
 * delivered to them now, the lead they were converted from and the voice brief written from its
 * onboarding answers, if any.
 */
export const toClientDetailDto = (
  client: User,
  subscriptions: ClientSubscription[],
  {
    counts,
    lead,
    voiceBrief,
    voice = null,
    pillarMix = { posts: 0, pillars: [] },
    erasure,
    now = new Date(),
    forWriter = false,
  }: {
    counts?: PostCounts;
    lead: Lead | null;
    voiceBrief: string | null;
    voice?: ClientVoiceDto | null;
    pillarMix?: PillarMixDto;
    erasure: Erasure | null;
    /** The time the subscriptions are in force at (the app's Clock). */
    now?: Date;
    /** For a writer: no subscriptions (their prices and payments), no lead (leads are the admins'). */
    forWriter?: boolean;
  },
): ClientDetailDto => ({
  ...toClientSummaryDto(client, subscriptions, counts, now),
  firstName: client.firstName ?? null,
  lastName: client.lastName ?? null,
  timeZone: client.timeZone ?? null,
  leadId: forWriter ? null : (lead?.id ?? null),
  voiceBrief,
  voice,
  pillarMix,
  subscriptions: forWriter ? [] : subscriptions.map((subscription) => toSubscriptionDto(subscription, now)),
  writableSubscriptions: subscriptions
    .filter((subscription) => subscription.status !== 'canceled')
    .map((subscription) => ({
      id: subscription.id,
      plan: subscription.plan,
      status: subscription.status,
      standing: standingOf(subscription, now),
      postsPerMonth: subscription.postsPerMonth,
      revisionsPerPost: subscription.revisionsPerPost ?? null,
    })),
  deliveryRefusal: deliveryRefusal(subscriptions, now),
  erasure: erasure && {
    erasedAt: erasure.createdAt,
    erasedBy: erasure.admin ? displayName(erasure.admin) : null,
  },
});

/** A lead just converted: the new account, its first subscription and where the invitation went. */
export const toConvertedLeadDto = (client: User, subscription: ClientSubscription): ConvertedLeadDto => ({
  clientId: client.id,
  username: client.username,
  subscriptionId: subscription.id,
  invitationSentTo: client.email!,
});
