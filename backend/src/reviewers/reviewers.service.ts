import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Invitations } from '../auth/invitations.js';
import { PasswordResetService } from '../auth/password-reset.service.js';
import { unusablePasswordHash } from '../common/passwords.js';
import type { SessionUser } from '../common/session-user.js';
import { SessionsService } from '../common/sessions.service.js';
import { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { InviteReviewerDto, ReviewerDto } from './dto/reviewer.dto.js';
import { toReviewerDto } from './reviewer.mapper.js';

export const REVIEWER_NOT_FOUND = 'No such reviewer';

/**
 * A client's reviewers (docs/product.md, "Roles"): people the client invites to read, comment on and
 * send feedback on their posts with their own sign-in, and removes at any time. A reviewer reviews for
 * one client; removing one deactivates the account (their comments keep their name) and ends their
 * sessions at once.
 */
@Injectable()
export class ReviewersService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly invitations: Invitations,
    private readonly resets: PasswordResetService,
    private readonly sessions: SessionsService,
  ) {}

  /** The client's reviewers not removed, by name. */
  async list(clientId: number): Promise<ReviewerDto[]> {
    const reviewers = await this.em.find(
      User,
      { role: 'reviewer', reviewsFor: clientId, deactivatedAt: null },
      { orderBy: { firstName: 'asc', lastName: 'asc', id: 'asc' } },
    );
    return reviewers.map(toReviewerDto);
  }

  /**
   * Creates the reviewer's account, with a free username made from their name and no password anyone
   * knows, and mails them the link to choose one (naming the client). An email any account has, in
   * any case, is a 409.
   */
  async invite(input: InviteReviewerDto, client: SessionUser): Promise<ReviewerDto> {
    const { email, firstName, lastName } = input;
    if (await this.users.findByEmail(email)) {
      throw new ConflictException(`The email ${email} already belongs to another account`);
    }
    const reviewer = await this.users.create({
      username: await this.users.freeUsername(
        [`${firstName} ${lastName}`, email.split('@')[0] ?? ''],
        'reviewer',
      ),
      passwordHash: await unusablePasswordHash(),
      role: 'reviewer',
      email,
      firstName,
      lastName,
      reviewsFor: client.id,
    });
    await this.invitations.send(reviewer, client);
    return toReviewerDto(reviewer);
  }

  /**
   * Removes a reviewer of the client's: they can no longer sign in, their unused links stop working,
   * and every session of theirs ends. Another client's reviewer, or one removed already, is a 404.
   */
  async remove(clientId: number, reviewerId: number): Promise<void> {
    const removed = await this.em.transactional(async (em) => {
      const changed = await em.nativeUpdate(
        User,
        { id: reviewerId, role: 'reviewer', reviewsFor: clientId, deactivatedAt: null },
        { deactivatedAt: new Date() },
      );
      if (changed > 0) await this.resets.revokeAll(reviewerId);
      return changed > 0;
    });
    if (!removed) throw new NotFoundException(REVIEWER_NOT_FOUND);
    // The session store already treats them as signed out; this removes the sessions themselves.
    await this.sessions.endSessionsOf(reviewerId);
  }
}
