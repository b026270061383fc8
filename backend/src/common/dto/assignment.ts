import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Matches, Max, Min, ValidateIf } from 'class-validator';

/** The `assignedTo` filter's word for work nobody is assigned to. */
export const UNASSIGNED = 'unassigned';

/**
 * A list's `assignedTo` filter: "unassigned", or a team member's id (their work). Parsed by
 * `assigneeOf`.
 */
export const AssigneeFilter = () =>
  applyDecorators(
    IsOptional(),
    Matches(/^(unassigned|[1-9]\d{0,9})$/, {
      message: 'assignedTo must be "unassigned" or a team member\'s id',
    }),
    ApiPropertyOptional({
      type: String,
      pattern: '^(unassigned|[1-9][0-9]{0,9})$',
      description: '"unassigned", or a team member\'s id',
    }),
  );

/** What an `assignedTo` filter asks for: null for unassigned work, a member's id, or undefined for all. */
export const assigneeOf = (filter: string | undefined): number | null | undefined =>
  filter === undefined ? undefined : filter === UNASSIGNED ? null : Number(filter);

/** The rule of `assignedToId`: the DTO's, and the service's when the id is no team member's. */
export const MEMBER_ID_RULE = "assignedToId must be a team member's id, or null for nobody";

/**
 * A body's `assignedToId`: a team member's id, or null to unassign. Required unless `optional`
 * (then an absent field changes nothing).
 */
export const AssigneeId = ({ optional = false }: { optional?: boolean } = {}) =>
  applyDecorators(
    ValidateIf((_dto, value) => value !== null && !(optional && value === undefined)),
    // Ids are int4s.
    Max(2_147_483_647, { message: MEMBER_ID_RULE }),
    Min(1, { message: MEMBER_ID_RULE }),
    IsInt({ message: MEMBER_ID_RULE }),
    ApiProperty({ type: Number, nullable: true, required: !optional }),
  );
