import { Migration } from '@mikro-orm/migrations';

/**
 * A password change revokes the device cookies issued before it (`devices_trusted_from`), and a
 * reviewer's invitation keeps its address apart until accepted (`invited_email`): a pending one
 * holds no address, nor does a removed reviewer. Those reviewers' addresses move there.
 */
export class Migration20261206073000 extends Migration {
  override name = 'Migration20261206073000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add column "devices_trusted_from" timestamptz null;`);
    this.addSql(`alter table "users" add column "invited_email" varchar(255) null;`);
    this.addSql(
      `update "users" set "invited_email" = "email", "email" = null, "email_confirmed_at" = null
        where "role" = 'reviewer' and ("last_login" is null or "deactivated_at" is not null) and "email" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `update "users" set "email" = "invited_email", "email_confirmed_at" = now()
        where "invited_email" is not null
          and "id" = (select max("id") from "users" "same" where lower("same"."invited_email") = lower("users"."invited_email"))
          and not exists (select 1 from "users" "other" where lower("other"."email") = lower("users"."invited_email"));`,
    );
    this.addSql(`alter table "users" drop column "devices_trusted_from", drop column "invited_email";`);
  }
}
