import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiConflict, ApiNotFound, ApiUnavailable } from '../common/decorators/api-errors.decorators.js';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import { Action } from '../common/decorators/action.decorator.js';
import { IdParam } from '../common/parse-id.pipe.js';
import type { SessionUser } from '../common/session-user.js';
import {
  BillingModeDto,
  BillingPortalDto,
  CheckoutLinkDto,
  SubscriptionDto,
} from '../subscriptions/dto/subscription.dto.js';
import { BillingService } from './billing.service.js';

@ApiTags('billing')
@Controller()
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  /** Whether Stripe keeps the payments (its keys are set) or the team does, by hand. */
  @Get('admin/billing')
  @Roles('admin')
  billingMode(): BillingModeDto {
    return { mode: this.billing.billingMode() };
  }

  /** Opens Stripe's Customer Portal (cards, invoices) for one of the client's Stripe-billed subscriptions. */
  @Action('client/subscriptions/:id/billing-portal')
  @Roles('client')
  @ApiNotFound('No such subscription of this client')
  @ApiConflict('This subscription is not billed through Stripe')
  @ApiUnavailable('Stripe could not be reached')
  openBillingPortal(@CurrentUser() user: SessionUser, @IdParam() id: number): Promise<BillingPortalDto> {
    return this.billing.portal(user.id, id);
  }

  /**
   * A fresh Stripe Checkout link for one of the client's subscriptions waiting for its first payment
   * (Complete payment): the one mailed lasts 24 hours.
   */
  @Action('client/subscriptions/:id/checkout')
  @Roles('client')
  @ApiNotFound('No such subscription of this client')
  @ApiConflict('The subscription is not a pending Stripe-billed one')
  @ApiUnavailable('Stripe could not be reached')
  openCheckout(@CurrentUser() user: SessionUser, @IdParam() id: number): Promise<CheckoutLinkDto> {
    return this.billing.checkout(user.id, id);
  }

  /** Mails the client a new Stripe Checkout link for a subscription waiting for its first payment. */
  @Action('admin/subscriptions/:id/payment-link')
  @Roles('admin')
  @ApiNotFound('No such subscription')
  @ApiConflict('The subscription is not a pending Stripe-billed one')
  @ApiUnavailable('Stripe could not be reached')
  sendPaymentLink(@IdParam() id: number): Promise<SubscriptionDto> {
    return this.billing.sendPaymentLink(id);
  }
}
