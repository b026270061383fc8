import { IntersectionType, PartialType, PickType } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { IsOptionalNotNull, IsTimeZone } from '../../common/validators.js';
import { RegisterDto } from './register.dto.js';

/**
 * The fields a client may change of its own profile (docs/product.md, "Validation rules"), and the team of a
 * client's, each with its registration rule: any may be left out, none sent as null (names and email are
 * required, so null is no value).
 */
export class UpdateProfileDto extends PartialType(
  PickType(RegisterDto, ['firstName', 'lastName', 'email'] as const),
  { skipNullProperties: false },
) {}

/** A client's time zone (an IANA name), as the client and the team set it. */
export class TimeZoneDto {
  /** Where the client's audience reads them: publishing times are chosen and shown in it. */
  @IsOptionalNotNull()
  @IsTimeZone('timeZone')
  timeZone?: string;
}

/** What the team corrects of a client's profile: names, email, and the client's time zone. */
export class UpdateClientProfileDto extends IntersectionType(UpdateProfileDto, TimeZoneDto) {}

/**
 * What the client changes of its own profile in Settings at once: its names and its own mail choices
 * (its email changes only through a mailed link: account/).
 */
export class UpdateOwnProfileDto extends IntersectionType(
  PickType(UpdateProfileDto, ['firstName', 'lastName'] as const),
  TimeZoneDto,
) {
  /** One weekly digest of the posts waiting for review instead of a mail for each post delivered. */
  @IsOptionalNotNull()
  @IsBoolean({ message: 'reviewDigest must be true or false' })
  reviewDigest?: boolean;
}
