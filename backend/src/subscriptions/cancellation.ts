/**
 * When a canceled subscription stops giving access: "You'll still have access until the end of your
 * billing period" (SPEC §2, My Subscription), so the renewal date while it is still ahead, else now. Every way of
 * canceling (the client's, the back office's, a subscription recorded as canceled) ends here.
 */
export function accessEndsAt(renewalDate: Date | null | undefined, now = new Date()): Date {
  return renewalDate && renewalDate.getTime() > now.getTime() ? renewalDate : now;
}
