import { Body, Controller, Get, Header, Post, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiConflict, ApiInvalid, ApiNotFound } from '../common/decorators/api-errors.decorators.js';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import { csvDownload } from '../common/csv.js';
import { IdParam } from '../common/parse-id.pipe.js';
import type { SessionUser } from '../common/session-user.js';
import {
  ClientPostNumbersDto,
  PostPerformanceDto,
  RecordClientSnapshotsDto,
  RecordSnapshotDto,
} from './dto/snapshot.dto.js';
import { SnapshotsService } from './snapshots.service.js';

const CSV_DESCRIPTION =
  'One row per snapshot: post title, published date, LinkedIn URL, recorded on, impressions, reactions, comments, reposts, engagement rate';

/** The client's numbers of their own published posts. */
@ApiTags('performance')
@Roles('client')
@Controller('client')
export class SnapshotsController {
  constructor(private readonly snapshots: SnapshotsService) {}

  /** The snapshots of one of the client's posts, oldest day first, each with its engagement rate. */
  @Get('content/:id/performance')
  @ApiNotFound('No such post of this client')
  listContentPerformance(
    @CurrentUser() user: SessionUser,
    @IdParam() id: number,
  ): Promise<PostPerformanceDto> {
    return this.snapshots.list({ client: user.id }, id);
  }

  /** Records the numbers of one of the client's published posts on a day; answers the post's snapshots. */
  @Post('content/:id/performance')
  @ApiInvalid('A number or the date breaks a rule')
  @ApiNotFound('No such post of this client')
  @ApiConflict(
    'The post is not published, or the numbers look mistyped: impressions fewer than recorded before, or reactions, comments or reposts above the impressions (confirm to keep them)',
  )
  recordContentPerformance(
    @CurrentUser() user: SessionUser,
    @IdParam() id: number,
    @Body() input: RecordSnapshotDto,
  ): Promise<PostPerformanceDto> {
    return this.snapshots.record({ client: user.id }, id, input, user.id);
  }

  /** Every snapshot of the client's posts as CSV, for a spreadsheet (formulas defused). */
  @Get('performance.csv')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: `${CSV_DESCRIPTION}; named performance-YYYY-MM-DD.csv`,
    schema: { type: 'string', format: 'binary' },
  })
  exportPerformanceCsv(
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) response: Response,
  ): StreamableFile {
    return csvDownload(response, 'performance', this.snapshots.clientCsv(user.id));
  }
}

/** The team's side: the numbers of a writer's clients' posts (others answer 404), an admin's of any. */
@ApiTags('admin-performance')
@Roles('admin', 'writer')
@Controller('admin')
export class AdminSnapshotsController {
  constructor(private readonly snapshots: SnapshotsService) {}

  /** The snapshots of a post, oldest day first, each with its engagement rate. */
  @Get('content/:id/performance')
  @ApiNotFound('No such post')
  listAdminContentPerformance(
    @CurrentUser() member: SessionUser,
    @IdParam() id: number,
  ): Promise<PostPerformanceDto> {
    return this.snapshots.list({ member }, id);
  }

  /** Records the numbers of a published post on a day; answers the post's snapshots. */
  @Post('content/:id/performance')
  @ApiInvalid('A number or the date breaks a rule')
  @ApiNotFound('No such post')
  @ApiConflict(
    'The post is not published, or the numbers look mistyped: impressions fewer than recorded before, or reactions, comments or reposts above the impressions (confirm to keep them)',
  )
  recordAdminContentPerformance(
    @CurrentUser() member: SessionUser,
    @IdParam() id: number,
    @Body() input: RecordSnapshotDto,
  ): Promise<PostPerformanceDto> {
    return this.snapshots.record({ member }, id, input, member.id);
  }

  /** The client's published posts (the latest 200) with their latest numbers: the team's entry table. */
  @Get('clients/:id/performance/posts')
  @ApiNotFound('No such client')
  listClientPostNumbers(
    @CurrentUser() member: SessionUser,
    @IdParam() id: number,
  ): Promise<ClientPostNumbersDto> {
    return this.snapshots.postNumbers(id, member);
  }

  /**
   * Numbers for many of the client's published posts, read on one day (1 to 200 rows): all stored,
   * or none. A row's problem names the row (`rows.2.impressions: …`) and the post's title.
   */
  @Post('clients/:id/performance')
  @ApiInvalid('A row or the date breaks a rule, or a post is not this client’s')
  @ApiNotFound('No such client')
  @ApiConflict(
    'A post is not published, or its numbers look mistyped: impressions fewer than recorded before, or reactions, comments or reposts above the impressions (each row and figure named; confirm to keep them)',
  )
  recordClientPerformance(
    @CurrentUser() member: SessionUser,
    @IdParam() id: number,
    @Body() input: RecordClientSnapshotsDto,
  ): Promise<ClientPostNumbersDto> {
    return this.snapshots.recordMany(id, member, input);
  }

  /** Every snapshot of the client's posts as CSV (formulas defused). */
  @Get('clients/:id/performance.csv')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiNotFound('No such client')
  @ApiOkResponse({
    description: `${CSV_DESCRIPTION}; named performance-client-{id}-YYYY-MM-DD.csv`,
    schema: { type: 'string', format: 'binary' },
  })
  async exportClientPerformanceCsv(
    @CurrentUser() member: SessionUser,
    @IdParam() id: number,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return csvDownload(response, `performance-client-${id}`, await this.snapshots.teamCsv(id, member));
  }
}
