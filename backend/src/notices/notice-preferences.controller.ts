import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiInvalid } from '../common/decorators/api-errors.decorators.js';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import type { SessionUser } from '../common/session-user.js';
import { NoticePreferencesDto, UpdateNoticePreferencesDto } from './dto/notice-preferences.dto.js';
import { NoticePreferences } from './notice-preferences.js';

/** The signed-in team member's own notices (Your account): what they get, and how. Never a client's. */
@ApiTags('notices')
@Controller('admin/account/notices')
@Roles('admin', 'writer')
export class NoticePreferencesController {
  constructor(private readonly preferences: NoticePreferences) {}

  /** The kinds of notice the member gets, each at once, in the morning digest, or off. */
  @Get()
  getNoticePreferences(@CurrentUser() member: SessionUser): Promise<NoticePreferencesDto> {
    return this.preferences.of(member);
  }

  /**
   * Changes how the member gets the kinds given (the rest stay as they were); answers them all.
   * Cancellations and failed payments cannot be turned off.
   */
  @Put()
  @ApiInvalid(
    'An unknown kind, one the member does not get, one given twice, or "off" for a kind that cannot be off',
  )
  updateNoticePreferences(
    @CurrentUser() member: SessionUser,
    @Body() input: UpdateNoticePreferencesDto,
  ): Promise<NoticePreferencesDto> {
    return this.preferences.update(member, input);
  }
}
