import { Controller, HttpCode, HttpStatus, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../common/decorators/auth.decorators.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { StripeEventReceiptDto } from './dto/stripe-event-receipt.dto.js';
import { StripeWebhooks } from './stripe-webhooks.js';

/**
 * Where Stripe posts its events (docs/configuration.md, "Billing with Stripe"): public, and trusted
 * only for its signature.
 */
export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

@ApiTags('billing')
@Controller('stripe')
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhooks) {}

  /**
   * Stripe's webhook: the event, signed with STRIPE_WEBHOOK_SECRET in its Stripe-Signature header, is
   * recorded once and applied by the queue. Answered at once, so Stripe never waits for the handling.
   */
  @Post('webhook')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({
    description: 'The Stripe-Signature header is missing or does not match the body',
    type: ErrorResponseDto,
  })
  @ApiNotFoundResponse({ description: 'Billing is manual: Stripe is not configured', type: ErrorResponseDto })
  async receiveStripeEvent(@Req() request: RawBodyRequest<Request>): Promise<StripeEventReceiptDto> {
    // Read from the request rather than declared: the header is Stripe's, no client of the API sends it.
    await this.webhooks.receive(request.rawBody, request.header('stripe-signature'));
    return { received: true };
  }
}
