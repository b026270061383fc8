import { ApiProperty, IntersectionType, PickType } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { AssigneeFilter, AssigneeId } from '../../common/dto/assignment.js';
import { IsOptionalNotNull } from '../../common/validators.js';
import { TeamMemberRefDto } from '../../users/dto/user.dto.js';
import { RegisterDto } from '../../auth/dto/register.dto.js';
import { PageDto } from '../../common/dto/page.dto.js';
import { PageQueryDto, PageSize, SearchText } from '../../common/dto/page-query.dto.js';
import { ClientVoiceDto, PillarMixDto } from '../../content/dto/voice.dto.js';
import { PLAN_NAMES, type PlanName } from '../../plans/plans.js';
import {
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '../../subscriptions/client-subscription.entity.js';
import {
  CreateSubscriptionDto,
  SubscriptionDto,
  SubscriptionStateDto,
} from '../../subscriptions/dto/subscription.dto.js';
import { SUBSCRIPTION_STANDINGS, type SubscriptionStanding } from '../../subscriptions/in-force.js';

/** A client as the back office lists them. */
export class ClientSummaryDto {
  id!: number;
  username!: string;
  /** Full name, else the username. */
  name!: string;
  email!: string | null;
  /** The plan of the current subscription (active first, then the newest); null with none. */
  @ApiProperty({ enum: PLAN_NAMES, enumName: 'PlanName', nullable: true })
  plan!: PlanName | null;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, enumName: 'SubscriptionStatus', nullable: true })
  subscriptionStatus!: SubscriptionStatus | null;
  /** How it stands now: `payment_failed` while a past-due one's period paid still runs; null with none. */
  @ApiProperty({ enum: SUBSCRIPTION_STANDINGS, enumName: 'SubscriptionStanding', nullable: true })
  subscriptionStanding!: SubscriptionStanding | null;
  /** Posts first delivered since the 1st of this month (UTC). */
  deliveredThisMonth!: number;
  /** Posts whose revision the client is waiting for. */
  revisionsWaiting!: number;
  /** The client's writer; null for unassigned. */
  assignedTo!: TeamMemberRefDto | null;
  /** Their posts go to an admin's review before delivery. */
  reviewRequired!: boolean;
  createdAt!: Date;
  /** Null until the client first signs in (an invitation not yet taken up). */
  lastLogin!: Date | null;
}

/** When and by whom a client's personal data was erased. */
export class ClientErasureDto {
  erasedAt!: Date;
  /** The admin's name, else their username; null when that account is gone. */
  erasedBy!: string | null;
}

/** A subscription as a writer needs it: what they write for, without its price or payments. */
export class WritableSubscriptionDto extends SubscriptionStateDto {
  id!: number;
  /** Posts a month as sold. */
  postsPerMonth!: number;
  /** Revisions per post as sold; null for any number. */
  revisionsPerPost!: number | null;
}

/** A client's profile, voice brief and subscriptions. */
export class ClientDetailDto extends ClientSummaryDto {
  firstName!: string | null;
  lastName!: string | null;
  /** The client's time zone (an IANA name): when their posts go out. Null until chosen. */
  timeZone!: string | null;
  /** The lead the client was converted from, if any; null for a writer (leads are the admins'). */
  leadId!: number | null;
  /** The writer's brief from the lead's onboarding answers; null when they never onboarded. */
  voiceBrief!: string | null;
  /** What the editor's voice check reads from the onboarding answers; null when there are none. */
  voice!: ClientVoiceDto | null;
  /** The pillars the client's newest posts (up to 20) serve. */
  pillarMix!: PillarMixDto;
  /** Every subscription, newest first; none for a writer (prices and payments are the admins'). */
  subscriptions!: SubscriptionDto[];
  /** The subscriptions a new post may be written for (any but a canceled one), newest first: what a writer sees of them. */
  writableSubscriptions!: WritableSubscriptionDto[];
  /**
   * Why posts cannot be delivered to the client now: no subscription in force (active, pending, or
   * canceled with its paid period still running). Null when they can be.
   */
  deliveryRefusal!: string | null;
  /** Set once the client's personal data was erased on request: the fields above then hold none. */
  erasure!: ClientErasureDto | null;
}

/** A page of the clients list, newest first. */
export class ListClientsQueryDto extends PageQueryDto {
  @PageSize('clients', 'client')
  pageSize?: number = 50;

  /** Part of a name, username or email, in any case. */
  @SearchText()
  search?: string;

  /** "unassigned", or a team member's id: only the clients assigned to them (a writer sees only theirs anyway). */
  @AssigneeFilter()
  assignedTo?: string;
}

export class ClientPageDto extends PageDto {
  items!: ClientSummaryDto[];
}

/** What the conversion form starts from, proposed from the lead. */
export class ConversionProposalDto {
  /** Free, made from the lead's name. */
  username!: string;
  email!: string;
  firstName!: string;
  lastName!: string;
  /** The package the lead asked for, else the plan of their posting cadence. */
  @ApiProperty({ enum: PLAN_NAMES, enumName: 'PlanName', nullable: true })
  plan!: PlanName | null;
  /** The plan's list price; null for Phantom (custom pricing) or no plan. */
  amount!: number | null;
  /** The username of the account that already has the lead's email, if one does. */
  emailTakenBy!: string | null;
}

/** The new client account: a username, the email the invitation goes to, and the names, with the rules of registration. */
export class ClientAccountFields extends PickType(RegisterDto, [
  'username',
  'email',
  'firstName',
  'lastName',
] as const) {}

/** Turns a lead into a client: the account, then its first subscription. */
export class ConvertLeadDto extends IntersectionType(
  ClientAccountFields,
  PickType(CreateSubscriptionDto, [
    'plan',
    'amount',
    'autoRenew',
    'paymentMethod',
    'billing',
    'postsPerMonth',
    'revisionsPerPost',
  ] as const),
) {}

export class ConvertedLeadDto {
  clientId!: number;
  username!: string;
  subscriptionId!: number;
  /** Where the invitation to set a password was sent. */
  invitationSentTo!: string;
}

/** How a client's posts are produced: who writes them, and whether an admin reviews them before delivery. */
export class UpdateClientProductionDto {
  /** The client's writer (an active team member); null for unassigned. Absent: unchanged. */
  @AssigneeId({ optional: true })
  assignedToId?: number | null;

  /** A writer's posts for this client go to an admin's review before they may be delivered. Absent: unchanged. */
  @IsOptionalNotNull()
  @IsBoolean({ message: 'reviewRequired must be true or false' })
  reviewRequired?: boolean;
}
