import { BadRequestException, Injectable } from '@nestjs/common';
import { verifyPassword } from '../common/passwords.js';
import { Throttles } from '../common/throttles.js';
import type { User } from './user.entity.js';
import { UsersService } from './users.service.js';

export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect';

/**
 * The current password asked by a change made while signed in (a password, an email): a stolen
 * session cannot guess it. Wrong ones are counted per account (a 400 naming it, past the allowance a
 * 429 even for the right one until the window ends); the right one clears them, as a sign-in's
 * success clears its failures.
 */
@Injectable()
export class CurrentPasswords {
  constructor(
    private readonly users: UsersService,
    private readonly throttles: Throttles,
  ) {}

  async check(user: User, currentPassword: string): Promise<void> {
    const key = String(user.id);
    const blocked = await this.throttles.exhausted('currentPasswordFailuresPerAccount', key);
    if (blocked) throw this.throttles.tooMany('currentPasswordFailuresPerAccount', blocked.msBeforeNext);
    if (!(await verifyPassword(currentPassword, await this.users.passwordHashOf(user)))) {
      await this.throttles.record('currentPasswordFailuresPerAccount', key);
      throw new BadRequestException(WRONG_CURRENT_PASSWORD);
    }
    await this.throttles.reset('currentPasswordFailuresPerAccount', key);
  }
}
