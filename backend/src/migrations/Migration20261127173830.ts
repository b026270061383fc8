import { Migration } from '@mikro-orm/migrations';

export class Migration20261127173830 extends Migration {

  override name = 'Migration20261127173830';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" drop constraint "users_role_check";`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('admin', 'writer', 'client', 'reviewer'));`);

    this.addSql(`alter table "users" add "reviews_for_id" int null;`);
    this.addSql(`alter table "users" add constraint "users_reviews_for_id_foreign" foreign key ("reviews_for_id") references "users" ("id") on delete cascade;`);
    this.addSql(`create index "users_reviews_for_id_index" on "users" ("reviews_for_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop constraint "users_reviews_for_id_foreign";`);
    this.addSql(`drop index "users_reviews_for_id_index";`);
    this.addSql(`alter table "users" drop column "reviews_for_id";`);

    this.addSql(`alter table "users" drop constraint "users_role_check";`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('admin', 'writer', 'client'));`);
  }

}
