import { Body, Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentClient, CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import type { ClientActor } from '../common/client-scope.js';
import { ApiInvalid, ApiNotFound, ApiConflict } from '../common/decorators/api-errors.decorators.js';
import { Action } from '../common/decorators/action.decorator.js';
import { IdParam } from '../common/parse-id.pipe.js';
import type { SessionUser } from '../common/session-user.js';
import { PostsService } from './posts.service.js';
import { ListContentQueryDto, PostDetailsDto, PostDto, PostPageDto, PublishPostDto } from './dto/post.dto.js';

@ApiTags('content')
@Roles('client', 'reviewer')
@ApiNotFound('No such post of this client')
@Controller('client/content')
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  /** A page of the signed-in client's posts, newest first, with the total; a search and a status filter. */
  @Get()
  @ApiInvalid('A query parameter breaks a rule')
  listContent(
    @CurrentClient() actor: ClientActor,
    @Query() query: ListContentQueryDto,
  ): Promise<PostPageDto> {
    return this.posts.listForClient(actor, query);
  }

  /** One of the client's posts, with the version delivered before the one they have (what changed). */
  @Get(':id')
  getContent(@CurrentClient() actor: ClientActor, @IdParam() id: number): Promise<PostDetailsDto> {
    return this.posts.getForClient(actor, id);
  }

  /** Marks a delivered or scheduled post as published (the client only: a reviewer does not publish). */
  @Action(':id/publish')
  @Roles('client')
  @ApiInvalid()
  @ApiConflict('The post cannot be published from its status')
  publishContent(
    @CurrentUser() user: SessionUser,
    @IdParam() id: number,
    @Body() input: PublishPostDto,
  ): Promise<PostDto> {
    return this.posts.publish(user.id, id, input);
  }
}
