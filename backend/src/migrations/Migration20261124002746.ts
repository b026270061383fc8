import { Migration } from '@mikro-orm/migrations';

export class Migration20261124002746 extends Migration {

  override name = 'Migration20261124002746';

  override up(): void | Promise<void> {
    this.addSql(`alter table "password_reset_tokens" add "kind" varchar(20) not null default 'reset';`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_kind_check" check ("kind" in ('reset', 'invitation'));`);
    // Links issued before the kind was stored: an invitation is valid 7 days, a reset 1 hour.
    this.addSql(`update "password_reset_tokens" set "kind" = 'invitation' where "expires_at" - "created_at" > interval '1 day';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "password_reset_tokens" drop constraint "password_reset_tokens_kind_check";`);
    this.addSql(`alter table "password_reset_tokens" drop column "kind";`);
  }

}
