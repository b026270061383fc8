import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiNotFound } from '../common/decorators/api-errors.decorators.js';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import { IdParam } from '../common/parse-id.pipe.js';
import type { SessionUser } from '../common/session-user.js';
import { PerformanceSummaryDto } from './dto/performance-summary.dto.js';
import { PerformanceSummaryService } from './performance-summary.service.js';

/** The client's own summary; tagged with their numbers, so recording one refreshes it. */
@ApiTags('performance')
@Controller()
export class PerformanceSummaryController {
  constructor(private readonly summaries: PerformanceSummaryService) {}

  /**
   * How the signed-in client's published posts did over the last 6 months: posts published,
   * impressions and engagement rate per month, the totals and the best 3 posts.
   */
  @Get('client/performance')
  @Roles('client')
  getPerformanceSummary(@CurrentUser() user: SessionUser): Promise<PerformanceSummaryDto> {
    return this.summaries.forClient(user.id);
  }
}

/** The team's summary of a client; tagged with the team's numbers, so the bulk entry refreshes it. */
@ApiTags('admin-performance')
@Controller()
export class AdminPerformanceSummaryController {
  constructor(private readonly summaries: PerformanceSummaryService) {}

  /** The same summary of one client, for the team (a writer: their own clients only). */
  @Get('admin/clients/:id/performance')
  @Roles('admin', 'writer')
  @ApiNotFound('No such client')
  getClientPerformanceSummary(
    @IdParam() id: number,
    @CurrentUser() member: SessionUser,
  ): Promise<PerformanceSummaryDto> {
    return this.summaries.forTeam(id, member);
  }
}
