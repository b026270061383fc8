import { ApiProperty } from '@nestjs/swagger';

/** A client whose approved posts may not go out: their LinkedIn connection ends within a week, or is gone. */
export class LinkedInEndingDto {
  clientId!: number;
  name!: string;
  /** When the connection ends (or ended); null when none is connected (disconnected since approving). */
  endsAt!: Date | null;
  /** Their approved posts still to go out. */
  waiting!: number;
}

/** A post LinkedIn did not publish, or may have: someone must look. */
export class LinkedInTroubleDto {
  postId!: number;
  title!: string;
  clientId!: number;
  clientName!: string;
  @ApiProperty({ enum: ['not_published', 'check_linkedin'] })
  state!: 'not_published' | 'check_linkedin';
  reason!: string | null;
  since!: Date;
}

/** What the board shows of LinkedIn publishing (empty lists without LinkedIn set up). */
export class LinkedInBoardDto {
  /** Soonest end first. */
  ending!: LinkedInEndingDto[];
  /** Oldest first. */
  trouble!: LinkedInTroubleDto[];
}
