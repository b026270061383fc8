import { Migration } from '@mikro-orm/migrations';

export class Migration20261123230011 extends Migration {

  override name = 'Migration20261123230011';

  override up(): void | Promise<void> {
    this.addSql(`create table "erasures" ("id" serial primary key, "created_at" timestamptz not null default now(), "admin_id" int null, "subject_kind" varchar(20) not null, "subject_id" int not null);`);
    this.addSql(`create index "erasures_subject_kind_subject_id_index" on "erasures" ("subject_kind", "subject_id");`);

    this.addSql(`alter table "erasures" add constraint "erasures_admin_id_foreign" foreign key ("admin_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "erasures" add constraint "erasures_subject_kind_check" check ("subject_kind" in ('lead', 'client'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "erasures" cascade;`);
  }

}
