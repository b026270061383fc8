import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import type { SessionUser } from '../common/session-user.js';
import { BoardService } from './board.service.js';
import { BoardDto } from './dto/board.dto.js';

@ApiTags('admin-board')
@Roles('admin', 'writer')
@Controller('admin/board')
export class BoardController {
  constructor(private readonly board: BoardService) {}

  /**
   * The production board: this week's posts owed and delivered per client, revisions, reviews and
   * leads waiting; a writer's holds their clients only, and no leads.
   */
  @Get()
  getBoard(@CurrentUser() member: SessionUser): Promise<BoardDto> {
    return this.board.get(member);
  }
}
