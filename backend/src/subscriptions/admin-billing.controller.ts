import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/decorators/auth.decorators.js';
import { BillingSummaryService } from './billing-summary.service.js';
import { BillingSummaryDto } from './dto/billing-summary.dto.js';

@ApiTags('admin-subscriptions')
@Roles('admin')
@Controller('admin/billing')
export class AdminBillingController {
  constructor(private readonly summary: BillingSummaryService) {}

  /**
   * The Billing page: this month's (UTC) expected and received amounts, the subscriptions past due
   * (longest unpaid first) and the renewals of the next 14 days, manual and Stripe alike.
   */
  @Get('summary')
  getBillingSummary(): Promise<BillingSummaryDto> {
    return this.summary.get();
  }
}
