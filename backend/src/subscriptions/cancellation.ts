/**
 * When a canceled subscription stops giving access: "You'll still have access until the end of your billing
 * period" (docs/product.md, "My Subscription"), so the renewal date while it is still ahead, else now. Every
 * way of canceling (the client's, the back office's, a subscription recorded as canceled) ends here.
 */
export function accessEndsAt(renewalDate: Date | null | undefined, now = new Date()): Date {
  return renewalDate && renewalDate.getTime() > now.getTime() ? renewalDate : now;
}

/**
 * What canceling sets, whoever cancels: it stops renewing (no renewal date, no auto-renewal) and access
 * ends at `endsAt`.
 */
export const cancellation = (endsAt: Date, reason: string | null = null) => ({
  status: 'canceled' as const,
  autoRenew: false,
  cancelReason: reason,
  endDate: endsAt,
  renewalDate: null,
});
