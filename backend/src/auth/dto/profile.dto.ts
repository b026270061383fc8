import { PartialType, PickType } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { IsOptionalNotNull } from '../../common/validators.js';
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

/**
 * What the client changes of its own profile in Settings at once: its names and its own mail choices
 * (its email changes only through a mailed link: account/).
 */
export class UpdateOwnProfileDto extends PickType(UpdateProfileDto, ['firstName', 'lastName'] as const) {
  /** One weekly digest of the posts waiting for review instead of a mail for each post delivered. */
  @IsOptionalNotNull()
  @IsBoolean({ message: 'reviewDigest must be true or false' })
  reviewDigest?: boolean;
}
