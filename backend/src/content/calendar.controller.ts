import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiInvalid } from '../common/decorators/api-errors.decorators.js';
import { CurrentClient, CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import type { ClientActor } from '../common/client-scope.js';
import type { SessionUser } from '../common/session-user.js';
import { CalendarService } from './calendar.service.js';
import {
  AdminCalendarDto,
  AdminCalendarQueryDto,
  CalendarDto,
  CalendarQueryDto,
} from './dto/calendar.dto.js';

/** The team's content calendar: every client's posts by scheduled date (a writer: their clients'). */
@ApiTags('admin-content')
@Roles('admin', 'writer')
@Controller('admin/calendar')
export class AdminCalendarController {
  constructor(private readonly calendar: CalendarService) {}

  /**
   * The posts scheduled from `from` to `to` (days in `tz`), by date, and the clients the filter offers.
   * A post moves with PATCH /api/admin/content/{id} { scheduledFor }, under that operation's rules.
   */
  @Get()
  @ApiInvalid(
    'A query parameter breaks a rule: a date, the range (to on or after from, at most 42 days), the time zone or the client id',
  )
  getAdminCalendar(
    @Query() query: AdminCalendarQueryDto,
    @CurrentUser() member: SessionUser,
  ): Promise<AdminCalendarDto> {
    return this.calendar.forTeam(query, member);
  }
}

/** The client's calendar: their own posts by scheduled date, read-only. */
@ApiTags('content')
@Roles('client', 'reviewer')
@Controller('client/calendar')
export class ClientCalendarController {
  constructor(private readonly calendar: CalendarService) {}

  /** The client's posts scheduled from `from` to `to` (days in `tz`), by date, as they see them. */
  @Get()
  @ApiInvalid(
    'A query parameter breaks a rule: a date, the range (to on or after from, at most 42 days) or the time zone',
  )
  getCalendar(@CurrentClient() actor: ClientActor, @Query() query: CalendarQueryDto): Promise<CalendarDto> {
    return this.calendar.forClient(actor, query);
  }
}
