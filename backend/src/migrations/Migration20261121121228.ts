import { Migration } from '@mikro-orm/migrations';

export class Migration20261121121228 extends Migration {

  override name = 'Migration20261121121228';

  override up(): void | Promise<void> {
    this.addSql(`alter table "leads" add "onboarding_token" varchar(64) null;`);
    this.addSql(`alter table "leads" add constraint "leads_onboarding_token_unique" unique ("onboarding_token");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "leads" drop constraint "leads_onboarding_token_unique";`);
    this.addSql(`alter table "leads" drop column "onboarding_token";`);
  }

}
