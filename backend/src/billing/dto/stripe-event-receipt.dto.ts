/** Stripe's webhook answer: the event is recorded (and will be applied), so Stripe does not send it again. */
export class StripeEventReceiptDto {
  received!: boolean;
}
