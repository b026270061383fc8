import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The profile a client connected, as Settings shows it (never its token). */
export class LinkedInProfileDto {
  /** The member's name on LinkedIn. */
  name!: string;
  /** Their profile picture on LinkedIn's servers, when they have one. */
  pictureUrl!: string | null;
  /** When the grant ends (about 60 days after connecting): then the client connects again. */
  expiresAt!: Date;
  connectedAt!: Date;
  /** The team may approve posts for LinkedIn for the client. */
  teamMayPublish!: boolean;
  /** The client's reviewers may approve posts for LinkedIn. */
  reviewersMayPublish!: boolean;
}

/** Whether this server can connect LinkedIn at all, and the client's connection if there is one. */
export class LinkedInStatusDto {
  /** False until the server has a LinkedIn app's keys: then nothing of LinkedIn shows. */
  available!: boolean;
  connection!: LinkedInProfileDto | null;
}

/** Where to send the client's browser to grant access on LinkedIn. */
export class LinkedInAuthorizationDto {
  authorizationUrl!: string;
}

/** What LinkedIn sends back to the callback: a code and the state, or an error. */
export class LinkedInCallbackQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  code?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  state?: string;

  /** `user_cancelled_login`, `user_cancelled_authorize` … */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  error?: string;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  error_description?: string;
}
