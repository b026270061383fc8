import { displayName } from '../common/names.js';
import type { User } from '../users/user.entity.js';
import type { ReviewerDto } from './dto/reviewer.dto.js';

export const toReviewerDto = (reviewer: User): ReviewerDto => ({
  id: reviewer.id,
  name: displayName(reviewer),
  firstName: reviewer.firstName ?? null,
  lastName: reviewer.lastName ?? null,
  email: reviewer.email ?? reviewer.invitedEmail ?? null,
  username: reviewer.username,
  invitationPending: !reviewer.lastLogin,
  createdAt: reviewer.createdAt,
});
