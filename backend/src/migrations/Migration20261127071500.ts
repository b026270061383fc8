import { Migration } from '@mikro-orm/migrations';

export class Migration20261127071500 extends Migration {

  override name = 'Migration20261127071500';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add column "email_confirmed_at" timestamptz null;`);
    // An address already on an account was proven by the link sent to it (an invitation, a reset) or
    // given by its owner (the lead form, registration): it counts as confirmed.
    this.addSql(`update "users" set "email_confirmed_at" = "created_at" where "email" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "email_confirmed_at";`);
  }

}
