import { ApiProperty } from '@nestjs/swagger';
import { LinkedInBoardDto } from '../../linkedin/dto/linkedin-board.dto.js';
import { EngagementDropDto } from '../../performance/dto/performance-summary.dto.js';
import { PLAN_NAMES, type PlanName } from '../../plans/plans.js';
import { TeamMemberRefDto } from '../../users/dto/user.dto.js';

/** One client's week on the production board. */
export class BoardClientDto {
  clientId!: number;
  name!: string;
  /** The plans of the client's subscriptions in force (active, pending, canceled with access left), e.g. ["echo"]. */
  @ApiProperty({ enum: PLAN_NAMES, enumName: 'PlanName', isArray: true })
  plans!: PlanName[];
  /** Posts owed this week by the plans' cadence (Ghost 1, Echo 3, Phantom 5). */
  owed!: number;
  /** Posts first delivered this week. */
  delivered!: number;
  /** Posts whose revision the client is waiting for. */
  revisionsWaiting!: number;
  /** Drafts of theirs waiting for an admin's review. */
  reviewsWaiting!: number;
  /** The client's writer; null for unassigned. */
  assignedTo!: TeamMemberRefDto | null;
  /**
   * When the client's service ends as things stand: the latest end of their subscriptions in force
   * when none of them renews; null when one renews (or none is in force).
   */
  endsAt!: Date | null;
}

/** A lead the board points at: waiting for a reply, or onboarded and not yet a client. */
export class BoardLeadDto {
  id!: number;
  name!: string;
  email!: string;
  package!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}

/** What the team has to do this week; a writer's board holds their clients only, and no leads. */
export class BoardDto {
  /** Monday 00:00 UTC of this week. */
  weekStart!: Date;
  /** The next Monday 00:00 UTC. */
  weekEnd!: Date;
  /** Clients with a subscription in force or a revision waiting, those furthest behind first. */
  clients!: BoardClientDto[];
  owedThisWeek!: number;
  deliveredThisWeek!: number;
  revisionsWaiting!: number;
  /** Drafts waiting for an admin's review. */
  reviewsWaiting!: number;
  /** Clients on the board with no writer (0 for a writer, who sees only theirs). */
  unassignedClients!: number;
  /** New leads older than 24 hours (the site promises a reply within a day), oldest first; at most 20. */
  leadsWaiting!: BoardLeadDto[];
  leadsWaitingTotal!: number;
  /** Leads who answered the onboarding questionnaire and are not clients yet, oldest first; at most 20. */
  onboardedNotConverted!: BoardLeadDto[];
  onboardedNotConvertedTotal!: number;
  /**
   * The clients whose engagement rate fell most: posts published in the last 30 days against the 30
   * days before, only clients with impressions in both; the biggest fall first, at most 5.
   */
  engagementFalling!: EngagementDropDto[];
  /** LinkedIn publishing: connections ending with approved posts waiting, and posts that did not go out. */
  linkedIn!: LinkedInBoardDto;
}
