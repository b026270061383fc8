import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
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
