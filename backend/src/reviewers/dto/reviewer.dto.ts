import { PickType } from '@nestjs/swagger';
import { RegisterDto } from '../../auth/dto/register.dto.js';

/** Someone the client invited to review their posts (docs/product.md, "Roles"), as Settings lists them. */
export class ReviewerDto {
  id!: number;
  /** Full name, else the username. */
  name!: string;
  firstName!: string | null;
  lastName!: string | null;
  /** Their email, or the address invited while the invitation waits. */
  email!: string | null;
  /** What they sign in with at /auth (their email works too). */
  username!: string;
  /** Invited and never signed in yet. */
  invitationPending!: boolean;
  createdAt!: Date;
}

/** Invites a reviewer: an account without a password, and a mail with a link to choose one. */
export class InviteReviewerDto extends PickType(RegisterDto, ['email', 'firstName', 'lastName'] as const) {}
