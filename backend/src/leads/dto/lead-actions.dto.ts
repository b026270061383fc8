import { applyDecorators } from '@nestjs/common';
import { IsIn, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { AssigneeId } from '../../common/dto/assignment.js';
import { MAX_ID } from '../../common/parse-id.pipe.js';
import { Trim } from '../../common/transforms.js';
import { LEAD_STATUSES, type LeadStatus } from '../lead.entity.js';

export class UpdateLeadStatusDto {
  @IsIn(LEAD_STATUSES, { message: 'Please choose a status: new, contacted, converted or archived' })
  status!: LeadStatus;
}

export class AddLeadNoteDto {
  @Trim()
  @MaxLength(5000, { message: 'A note must be at most 5000 characters' })
  @IsNotEmpty({ message: 'Please write a note' })
  @IsString({ message: 'Please write a note' })
  body!: string;
}

export const EXPORT_FORMATS = ['json', 'brief'] as const;

export class ExportLeadQueryDto {
  /** `json`: every onboarding answer as a JSON document; `brief`: a writer's one-page text summary. */
  @IsIn(EXPORT_FORMATS, { message: 'The format must be json or brief' })
  format!: (typeof EXPORT_FORMATS)[number];
}

/** How long one of the 3 free post ideas may be: a post's hook and angle, not the post itself. */
export const IDEA_MIN_LENGTH = 10;
export const IDEA_MAX_LENGTH = 1000;

/**
 * The rules of idea `n`: trimmed, IDEA_MIN_LENGTH to IDEA_MAX_LENGTH characters. Listed in the order
 * class-validator registers stacked decorators (bottom up), so the first rule to fail is named the same.
 */
const IdeaText = (n: number) =>
  applyDecorators(
    IsString({ message: `Idea ${n} is required` }),
    IsNotEmpty({ message: `Idea ${n} is required` }),
    MinLength(IDEA_MIN_LENGTH, { message: `Idea ${n} must be at least ${IDEA_MIN_LENGTH} characters` }),
    MaxLength(IDEA_MAX_LENGTH, { message: `Idea ${n} must be at most ${IDEA_MAX_LENGTH} characters` }),
    Trim(),
  );

/** The 3 free post ideas the lead form promises, written by the team and emailed to the lead. */
export class SendLeadIdeasDto {
  @IdeaText(1)
  idea1!: string;

  @IdeaText(2)
  idea2!: string;

  @IdeaText(3)
  idea3!: string;
}

/** Assigns a lead to a team member (who becomes the client's writer at conversion), or unassigns it. */
export class AssignLeadDto {
  @AssigneeId()
  assignedToId!: number | null;
}

/** Merges this lead (a duplicate) into another lead with the same email, which keeps everything of both. */
export class MergeLeadDto {
  /** The lead that stays: it gets this lead's notes, history, mails and (when it has none) onboarding answers. */
  // Ids are int4s: MAX_ID, written out for the OpenAPI plugin (it reads literals only).
  @Max(2_147_483_647, { message: `The lead to merge into must be an id of at most ${MAX_ID}` })
  @Min(1, { message: 'Please choose the lead to merge into' })
  @IsInt({ message: 'Please choose the lead to merge into' })
  intoLeadId!: number;
}
