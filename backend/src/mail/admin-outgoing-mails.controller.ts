import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiConflict, ApiInvalid, ApiNotFound } from '../common/decorators/api-errors.decorators.js';
import { Roles } from '../common/decorators/auth.decorators.js';
import { AdminOutgoingMails } from './admin-outgoing-mails.js';
import { ListOutgoingMailsQueryDto, OutgoingMailDto, OutgoingMailPageDto } from './dto/outgoing-mail.dto.js';
import { IdParam } from '../common/parse-id.pipe.js';
import { Action } from '../common/decorators/action.decorator.js';

@ApiTags('admin-outgoing-mails')
@Roles('admin')
@Controller('admin/outgoing-mails')
export class AdminOutgoingMailsController {
  constructor(private readonly mails: AdminOutgoingMails) {}

  /**
   * Every mail the product sent or owes, newest first: a status filter, a search on the recipient
   * and the subject, the total and the count in each status. Never a mail's bodies.
   */
  @Get()
  @ApiInvalid('A query parameter breaks a rule')
  listOutgoingMails(@Query() query: ListOutgoingMailsQueryDto): Promise<OutgoingMailPageDto> {
    return this.mails.list(query);
  }

  /** Sends a failed mail again: it is queued anew, its tries so far kept, and answered as it now stands. */
  @Action(':id/retry')
  @ApiNotFound('No such mail')
  @ApiConflict('The mail is not failed (queued, retrying or sent)')
  retryOutgoingMail(@IdParam() id: number): Promise<OutgoingMailDto> {
    return this.mails.retry(id);
  }
}
