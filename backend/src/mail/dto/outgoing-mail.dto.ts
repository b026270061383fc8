import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageDto } from '../../common/dto/page.dto.js';
import { PageQueryDto, PageSize, SearchText } from '../../common/dto/page-query.dto.js';
import { MAIL_KINDS, MAIL_STATUSES, type MailKind, type MailStatus } from '../outgoing-mail.entity.js';

/** A page of the admin's Outgoing mail list: newest first. */
export class ListOutgoingMailsQueryDto extends PageQueryDto {
  @PageSize('mails', 'mail')
  pageSize?: number = 50;

  /** Only the mails in this status; all of them without it. */
  @IsOptional()
  @ApiProperty({ enum: MAIL_STATUSES, enumName: 'MailStatus', required: false })
  @IsIn(MAIL_STATUSES, { message: 'The status must be queued, retrying, sent or failed' })
  status?: MailStatus;

  /** Part of a recipient's address or of a subject, in any case. */
  @SearchText()
  search?: string;
}

/** A mail as the Outgoing mail list shows it: never its bodies (they may hold a single-use link). */
export class OutgoingMailDto {
  id!: number;
  @ApiProperty({ enum: MAIL_KINDS, enumName: 'MailKind' })
  kind!: MailKind;
  recipient!: string;
  subject!: string;
  @ApiProperty({ enum: MAIL_STATUSES, enumName: 'MailStatus' })
  status!: MailStatus;
  /** Tries made so far. */
  attempts!: number;
  /** Why the last try failed (the SMTP server's answer); null once sent or before any failure. */
  lastError!: string | null;
  createdAt!: Date;
  /** When the SMTP server took it; null until then. */
  sentAt!: Date | null;
}

/** How many mails are in each status (under the list's search, whatever its status filter). */
export class OutgoingMailCountsDto {
  queued!: number;
  retrying!: number;
  sent!: number;
  failed!: number;
}

export class OutgoingMailPageDto extends PageDto {
  items!: OutgoingMailDto[];
  counts!: OutgoingMailCountsDto;
}
