import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/decorators/auth.decorators.js';
import { BoardService } from './board.service.js';
import { BoardDto } from './dto/board.dto.js';

@ApiTags('admin-board')
@Roles('admin')
@Controller('admin/board')
export class BoardController {
  constructor(private readonly board: BoardService) {}

  /** The production board: this week's posts owed and delivered per client, revisions and leads waiting. */
  @Get()
  getBoard(): Promise<BoardDto> {
    return this.board.get();
  }
}
