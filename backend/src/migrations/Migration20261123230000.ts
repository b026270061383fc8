import { Migration } from '@mikro-orm/migrations';

/**
 * A canceled subscription does not renew: its renewal date is cleared, and its access ends with the
 * paid period (the renewal date while it was ahead, else when it was canceled), as cancellation.ts
 * has it. Subscriptions canceled before that rule kept a renewal date the portal showed as the next one.
 */
export class Migration20261123230000 extends Migration {

  override name = 'Migration20261123230000';

  override up(): void | Promise<void> {
    this.addSql(`update "client_subscriptions" set "end_date" = coalesce("end_date", greatest("renewal_date", "updated_at")), "renewal_date" = null, "auto_renew" = false where "status" = 'canceled';`);
  }

  override down(): void | Promise<void> {
    // The renewal dates cleared are not kept: nothing to restore.
  }

}
