import { Migration } from '@mikro-orm/migrations';

export class Migration20261124151101 extends Migration {

  override name = 'Migration20261124151101';

  override up(): void | Promise<void> {
    this.addSql(`alter table "subscription_events" drop constraint "subscription_events_kind_check";`);
    this.addSql(`alter table "subscription_events" add constraint "subscription_events_kind_check" check ("kind" in ('created', 'renewed', 'paid', 'payment_failed', 'canceled', 'reactivated', 'ending_soon', 'ended', 'terms_changed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "subscription_events" drop constraint "subscription_events_kind_check";`);
    this.addSql(`alter table "subscription_events" add constraint "subscription_events_kind_check" check ("kind" in ('created', 'renewed', 'paid', 'payment_failed', 'canceled', 'reactivated', 'ending_soon', 'ended'));`);
  }

}
