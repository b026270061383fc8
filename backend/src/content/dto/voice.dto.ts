/**
 * What the editor's voice check reads from the client's onboarding answers
 * (docs/product.md, The post editor): the words they asked to avoid and their content restrictions as they
 * wrote them (free text), and their content pillars, one of which a post may serve.
 */
export class ClientVoiceDto {
  /** Words or phrases to avoid, as the client wrote them (commas, semicolons or lines between). */
  avoidWords!: string | null;
  /** What the posts must not do, as the client wrote it. */
  contentRestrictions!: string | null;
  /** The client's content pillars, in their order: a post's `pillar` is one of them, or null. */
  contentPillars!: string[];
}

/** How many of the client's recent posts serve one pillar. */
export class PillarCountDto {
  /** The pillar; null for the posts that serve none. */
  pillar!: string | null;
  posts!: number;
}

/** The pillars the client's most recent posts serve: the mix across recent posts. */
export class PillarMixDto {
  /** How many recent posts were counted: the newest ones, up to 20. */
  posts!: number;
  /** Each of the client's pillars (0 when no recent post serves it), any other pillar a post keeps, then the posts with none. */
  pillars!: PillarCountDto[];
}
