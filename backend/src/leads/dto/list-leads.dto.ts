import { PickType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { AssigneeFilter } from '../../common/dto/assignment.js';
import { PageDto } from '../../common/dto/page.dto.js';
import { PageQueryDto, PageSize, SearchText } from '../../common/dto/page-query.dto.js';
import { LEAD_STATUSES, type LeadStatus } from '../lead.entity.js';
import { LeadSummaryDto } from './lead.dto.js';

export const LEAD_SORT_FIELDS = ['createdAt', 'updatedAt', 'name', 'email', 'industry', 'status'] as const;
export type LeadSortField = (typeof LEAD_SORT_FIELDS)[number];

/** A page of the admin leads list: newest first unless told otherwise. */
export class ListLeadsQueryDto extends PageQueryDto {
  @PageSize('leads', 'lead')
  pageSize?: number = 50;

  @IsOptional()
  @IsIn(LEAD_SORT_FIELDS, { message: `Leads can be sorted by ${LEAD_SORT_FIELDS.join(', ')}` })
  sort?: LeadSortField = 'createdAt';

  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'The order must be asc or desc' })
  order?: 'asc' | 'desc' = 'desc';

  /** Part of a name, an email or a company name, in any case. */
  @SearchText()
  search?: string;

  @IsOptional()
  @IsIn(LEAD_STATUSES, { message: 'The status must be new, contacted, converted or archived' })
  status?: LeadStatus;

  /** "unassigned", or a team member's id: only the leads assigned to them. */
  @AssigneeFilter()
  assignedTo?: string;
}

/** The list's view without its pages: every lead it would show, in its order (the CSV export). */
export class LeadsViewQueryDto extends PickType(ListLeadsQueryDto, [
  'sort',
  'order',
  'search',
  'status',
  'assignedTo',
] as const) {}

export class LeadPageDto extends PageDto {
  items!: LeadSummaryDto[];
}
