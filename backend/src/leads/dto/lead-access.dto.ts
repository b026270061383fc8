import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The token of a lead's onboarding link; an admin session needs none. */
export class LeadAccessQueryDto {
  @IsOptional()
  @MaxLength(200, { message: 'This onboarding link is not valid' })
  @IsString({ message: 'This onboarding link is not valid' })
  token?: string;
}
