import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Invitations } from '../auth/invitations.js';
import { PasswordResetService } from '../auth/password-reset.service.js';
import type { SessionUser } from '../common/session-user.js';
import { SessionsService } from '../common/sessions.service.js';
import { Throttles } from '../common/throttles.js';
import { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { InviteReviewerDto, ReviewerDto } from './dto/reviewer.dto.js';
import { toReviewerDto } from './reviewer.mapper.js';

export const REVIEWER_NOT_FOUND = 'No such reviewer';
/** How many invitations a client may have waiting (invited, never signed in) at once. */
export const MAX_PENDING_INVITATIONS = 5;
export const TOO_MANY_PENDING = `You have ${MAX_PENDING_INVITATIONS} invitations waiting: remove one before inviting someone else`;

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
    private readonly throttles: Throttles,
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
   * Invites a reviewer: an account with a free username made from their name, no password anyone
   * knows, and the address kept apart (User.invitedEmail) until they accept, so a pending invitation
   * holds no address. The answer is the same whether or not an account has the address: a free one
   * is mailed the link to choose a password (naming the client), a taken one is told it cannot be
   * used. A client invites at most THROTTLES.reviewerInvitationsPerClient a day, and has at most
   * MAX_PENDING_INVITATIONS waiting (a 409).
   */
  async invite(input: InviteReviewerDto, client: SessionUser): Promise<ReviewerDto> {
    const { email, firstName, lastName } = input;
    const pending = await this.em.count(User, {
      role: 'reviewer',
      reviewsFor: client.id,
      deactivatedAt: null,
      lastLogin: null,
    });
    if (pending >= MAX_PENDING_INVITATIONS) throw new ConflictException(TOO_MANY_PENDING);
    await this.throttles.consume('reviewerInvitationsPerClient', String(client.id));
    const reviewer = await this.users.createInvited({
      role: 'reviewer',
      invitedEmail: email,
      firstName,
      lastName,
      reviewsFor: client.id,
    });
    if (await this.users.findByEmail(email)) await this.invitations.tellAddressTaken(email, client);
    else await this.invitations.send(reviewer, client);
    return toReviewerDto(reviewer);
  }

  /**
   * Removes a reviewer of the client's (an invitation waiting too): they can no longer sign in, their
   * unused links stop working, their address is free again, and every session of theirs ends.
   * Another client's reviewer, or one removed already, is a 404.
   */
  async remove(clientId: number, reviewerId: number): Promise<void> {
    const removed = await this.em.transactional(async (em) => {
      // Their address is freed for anyone else, kept only as invitedEmail (which holds none) for an
      // erasure of the client to find their mails; their comments keep their name.
      const [row] = await em.execute<{ id: number }[]>(
        `update "users" set "deactivated_at" = now(), "invited_email" = coalesce("email", "invited_email"),
           "email" = null, "email_confirmed_at" = null
          where "id" = ? and "role" = 'reviewer' and "reviews_for_id" = ? and "deactivated_at" is null
          returning "id"`,
        [reviewerId, clientId],
      );
      if (row) await this.resets.revokeAll(reviewerId);
      return Boolean(row);
    });
    if (!removed) throw new NotFoundException(REVIEWER_NOT_FOUND);
    // The session store already treats them as signed out; this removes the sessions themselves.
    await this.sessions.endSessionsOf(reviewerId);
  }
}
