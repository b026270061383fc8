import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiConflict, ApiInvalid, ApiNotFound } from '../common/decorators/api-errors.decorators.js';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import type { SessionUser } from '../common/session-user.js';
import { AdminContentService } from './admin-content.service.js';
import {
  AdminContentDto,
  AdminContentSummaryDto,
  ChangeContentStatusDto,
  CreateContentDto,
  ListAdminContentQueryDto,
  UpdateContentDto,
} from './dto/admin-content.dto.js';

@ApiTags('admin-content')
@Roles('admin')
@Controller('admin/content')
export class AdminContentController {
  constructor(private readonly content: AdminContentService) {}

  /** Posts of every client, or of one; `revisionRequested=true` is the revision queue. */
  @Get()
  @ApiInvalid('A query parameter breaks a rule')
  listAdminContent(@Query() query: ListAdminContentQueryDto): Promise<AdminContentSummaryDto[]> {
    return this.content.list(query);
  }

  /** Writes a new draft for one of a client's subscriptions. */
  @Post()
  @ApiInvalid()
  createContent(@Body() input: CreateContentDto): Promise<AdminContentDto> {
    return this.content.create(input);
  }

  /** One post with its body, the moves allowed now and every delivered version. */
  @Get(':id')
  @ApiNotFound('No such post')
  getAdminContent(@Param('id', ParseIdPipe) id: number): Promise<AdminContentDto> {
    return this.content.get(id);
  }

  /** Edits a draft's title and body, or a post's schedule. */
  @Patch(':id')
  @ApiInvalid()
  @ApiNotFound('No such post')
  @ApiConflict('The post is not a draft (text), or is published (schedule)')
  updateContent(@Param('id', ParseIdPipe) id: number, @Body() input: UpdateContentDto): Promise<AdminContentDto> {
    return this.content.update(id, input);
  }

  /** Delivers a draft (emailing the client), schedules, takes back to draft, or publishes for the client. */
  @Post(':id/status')
  @HttpCode(HttpStatus.OK)
  @ApiInvalid()
  @ApiNotFound('No such post')
  @ApiConflict('That move is not allowed from the current status, or the post is too long for LinkedIn')
  changeContentStatus(
    @Param('id', ParseIdPipe) id: number,
    @Body() input: ChangeContentStatusDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<AdminContentDto> {
    return this.content.changeStatus(id, input, admin.id);
  }

  /** Deletes a draft that was never delivered. */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNotFound('No such post')
  @ApiConflict('The post was delivered')
  async deleteContent(@Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.content.remove(id);
  }
}
