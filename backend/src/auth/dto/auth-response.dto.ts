import { UserDto } from '../../users/dto/user.dto.js';

/** What sign-in, registration and profile changes answer. */
export class AuthResponseDto {
  user!: UserDto;
}
