import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, ValidateNested } from 'class-validator';
import {
  NOTICE_DELIVERIES,
  TEAM_NOTICE_KINDS,
  type NoticeDelivery,
  type TeamNoticeKind,
} from '../notice-kinds.js';

const KIND_RULE = `The kind must be one of ${TEAM_NOTICE_KINDS.join(', ')}`;
const DELIVERY_RULE = 'The delivery must be now, digest or off';

/** One kind of notice and how the member gets it. */
export class NoticeChoiceDto {
  @IsIn(TEAM_NOTICE_KINDS, { message: KIND_RULE })
  @ApiProperty({ enum: TEAM_NOTICE_KINDS, enumName: 'TeamNoticeKind' })
  kind!: TeamNoticeKind;

  /** now: a mail at once; digest: a line in the next morning's digest (08:00 UTC); off: nothing. */
  @IsIn(NOTICE_DELIVERIES, { message: DELIVERY_RULE })
  @ApiProperty({ enum: NOTICE_DELIVERIES, enumName: 'NoticeDelivery' })
  delivery!: NoticeDelivery;
}

/** Changes how the member gets some kinds of notice; the kinds left out stay as they were. */
export class UpdateNoticePreferencesDto {
  // The number of kinds, written out for the OpenAPI plugin, which reads literals only.
  @ArrayMaxSize(10, { message: 'At most 10 kinds of notice can be chosen at once' })
  @ArrayMinSize(1, { message: 'Choose how you get at least one kind of notice' })
  @ValidateNested({ each: true })
  @Type(() => NoticeChoiceDto)
  @IsArray({ message: 'Choices must be a list of kinds of notice and how you get them' })
  choices!: NoticeChoiceDto[];
}

/** A kind of notice the member gets, and how. */
export class NoticePreferenceDto extends NoticeChoiceDto {
  /** The kind in plain words ("New leads"). */
  label!: string;
  /** False for a notice the team must act on (cancellations, failed payments): never off, a digest at most. */
  canTurnOff!: boolean;
}

/** The signed-in member's notices, in the order Your account lists them. */
export class NoticePreferencesDto {
  items!: NoticePreferenceDto[];
}
