import { PartialType, PickType } from '@nestjs/swagger';
import { RegisterDto } from './register.dto.js';

/** The fields a client may change of its own profile (SPEC §5 "Profile"), each with its registration rule. */
export class UpdateProfileDto extends PartialType(
  PickType(RegisterDto, ['firstName', 'lastName', 'email'] as const),
) {}
