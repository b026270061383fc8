import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable } from '@nestjs/common';
import type { Lead } from '../leads/lead.entity.js';
import { ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import type { ClientVoiceDto, PillarMixDto } from './dto/voice.dto.js';
import { Post } from './post.entity.js';

/** The pillar mix counts this many of the client's newest posts. */
export const PILLAR_MIX_POSTS = 20;

/**
 * A post's pillar, checked against the client's pillars: one of them (as written), or null.
 * Refused with a 400 naming the field otherwise.
 */
export function checkPillar(pillar: string | null, voice: ClientVoiceDto | null): void {
  if (pillar === null) return;
  const pillars = voice?.contentPillars ?? [];
  if (pillars.length === 0)
    throw new BadRequestException(
      "Pillar must be empty: the client's onboarding answers name no content pillars",
    );
  if (!pillars.includes(pillar))
    throw new BadRequestException(
      `Pillar must be one of the client's content pillars (${pillars.join(', ')}), or null`,
    );
}

/** The counts of a pillar mix: the client's pillars in their order, then others, then none. */
export function pillarMix(postPillars: (string | null)[], clientPillars: string[]): PillarMixDto {
  const counts = new Map<string | null, number>(clientPillars.map((pillar) => [pillar, 0]));
  for (const pillar of postPillars) if (pillar !== null) counts.set(pillar, (counts.get(pillar) ?? 0) + 1);
  const none = postPillars.filter((pillar) => pillar === null).length;
  return {
    posts: postPillars.length,
    pillars: [
      ...[...counts].map(([pillar, posts]) => ({ pillar, posts })),
      ...(none > 0 ? [{ pillar: null, posts: none }] : []),
    ],
  };
}

/**
 * What the voice check reads from a lead's onboarding answers; null when they never onboarded, or
 * when nothing is left to check (an erasure clears the answers).
 */
export function voiceOfLead(lead: Lead | null | undefined): ClientVoiceDto | null {
  if (!lead?.isOnboarded) return null;
  const voice = {
    avoidWords: lead.avoidWords?.trim() || null,
    contentRestrictions: lead.contentRestrictions?.trim() || null,
    contentPillars: (lead.contentPillars ?? []).filter((pillar) => pillar.trim()),
  };
  const answered = voice.avoidWords || voice.contentRestrictions || voice.contentPillars.length > 0;
  return answered ? voice : null;
}

/** The client's voice as their onboarding answers give it, for the editor's voice check and the pillar rule. */
@Injectable()
export class ClientVoices {
  constructor(private readonly em: EntityManager) {}

  /** The answers of the lead the client was converted from (see voiceOfLead). */
  async of(clientId: number): Promise<ClientVoiceDto | null> {
    // A lead becomes one client: only the first subscription names it.
    const subscription = await this.em.findOne(
      ClientSubscription,
      { client: clientId, lead: { $ne: null } },
      { populate: ['lead'], orderBy: { startDate: 'asc', id: 'asc' } },
    );
    return voiceOfLead(subscription?.lead);
  }

  /** The pillars of the client's newest posts (up to {@link PILLAR_MIX_POSTS}) against their own. */
  async mix(clientId: number, voice: ClientVoiceDto | null): Promise<PillarMixDto> {
    const posts = await this.em.find(
      Post,
      { client: clientId },
      { fields: ['pillar'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: PILLAR_MIX_POSTS },
    );
    return pillarMix(
      posts.map((post) => post.pillar ?? null),
      voice?.contentPillars ?? [],
    );
  }
}
