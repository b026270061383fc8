import { Migration } from '@mikro-orm/migrations';

export class Migration20261121143705 extends Migration {

  override name = 'Migration20261121143705';

  override up(): void | Promise<void> {
    this.addSql(`create unique index "client_subscriptions_lead_id_unique" on "client_subscriptions" ("lead_id") where "lead_id" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "client_subscriptions_lead_id_unique";`);
  }

}
