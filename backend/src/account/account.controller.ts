import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiConflict, ApiInvalid, ApiTooMany } from '../common/decorators/api-errors.decorators.js';
import { CurrentUser, Public, Roles } from '../common/decorators/auth.decorators.js';
import { ClientIp } from '../common/decorators/client-ip.decorator.js';
import { MessageDto } from '../common/dto/message.dto.js';
import type { SessionUser } from '../common/session-user.js';
import { AccountService } from './account.service.js';
import {
  AccountDto,
  ChangeEmailDto,
  ConfirmEmailDto,
  EmailConfirmedDto,
  UpdateAccountDto,
} from './dto/account.dto.js';

/** Your account: each team member's own names and email. */
@ApiTags('admin-account')
@Roles('admin', 'writer')
@Controller('admin/account')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  /** The signed-in team member's account, with an email change waiting for confirmation. */
  @Get()
  getOwnAccount(@CurrentUser() viewer: SessionUser): Promise<AccountDto> {
    return this.account.get(viewer);
  }

  /** Changes the member's own first or last name, at once. */
  @Patch()
  @ApiInvalid()
  updateOwnAccount(@CurrentUser() viewer: SessionUser, @Body() input: UpdateAccountDto): Promise<AccountDto> {
    return this.account.updateNames(viewer, input);
  }

  /**
   * Asks to change the member's own email: the current password is checked, the new address is
   * mailed a link (valid 7 days) and the old one a notice; the email changes when the link is opened.
   */
  @Post('email-change')
  @HttpCode(HttpStatus.OK)
  @ApiInvalid('A rule is broken, or the current password is wrong')
  @ApiConflict('The address belongs to another account, or is already yours')
  @ApiTooMany('Too many wrong passwords, or confirmation mails, for this account')
  changeOwnEmail(@CurrentUser() viewer: SessionUser, @Body() input: ChangeEmailDto): Promise<AccountDto> {
    return this.account.changeEmail(viewer, input);
  }

  /** Mails a new confirmation link to the address waiting for one; the earlier link stops working. */
  @Post('email-change/resend')
  @HttpCode(HttpStatus.OK)
  @ApiConflict('No address is waiting for confirmation')
  @ApiTooMany('Too many confirmation mails for this account')
  resendOwnEmailConfirmation(@CurrentUser() viewer: SessionUser): Promise<AccountDto> {
    return this.account.resend(viewer);
  }

  /** Cancels a pending email change: its link stops working and the email stays as it is. */
  @Delete('email-change')
  cancelOwnEmailChange(@CurrentUser() viewer: SessionUser): Promise<AccountDto> {
    return this.account.cancelChange(viewer);
  }
}

/** The link of a confirmation mail, opened by whoever holds it (signed in or not). */
@ApiTags('email-confirmations')
@Controller('email-confirmations')
export class EmailConfirmationsController {
  constructor(private readonly account: AccountService) {}

  /**
   * Confirms an address with the token of the link mailed to it: it becomes the account's email.
   * The link works once; a used, canceled or expired one is a 400.
   */
  @Post()
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiInvalid('The link is invalid, used or expired')
  @ApiConflict('The address now belongs to another account')
  @ApiTooMany('Too many links opened from this address')
  confirmEmail(@Body() input: ConfirmEmailDto, @ClientIp() ip: string): Promise<EmailConfirmedDto> {
    return this.account.confirm(input.token, ip);
  }
}

/** A client's own email: it changes only through the link mailed to the new address. */
@ApiTags('auth')
@Roles('client')
@Controller('client/profile')
export class ClientEmailController {
  constructor(private readonly account: AccountService) {}

  /**
   * Asks to change the client's email: the current password is checked, and the answer is the same
   * whether or not the address has an account. A free address is mailed a link (valid 7 days) that
   * makes it the account's email; one another account has is told so instead; the old address gets a
   * notice either way.
   */
  @Post('email-change')
  @HttpCode(HttpStatus.OK)
  @ApiInvalid('A rule is broken, or the current password is wrong')
  @ApiConflict('The address is already yours')
  @ApiTooMany('Too many wrong passwords, or confirmation mails, for this account')
  changeClientEmail(@CurrentUser() viewer: SessionUser, @Body() input: ChangeEmailDto): Promise<MessageDto> {
    return this.account.changeClientEmail(viewer, input);
  }
}
