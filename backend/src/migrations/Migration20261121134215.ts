import { Migration } from '@mikro-orm/migrations';

export class Migration20261121134215 extends Migration {

  override name = 'Migration20261121134215';

  override up(): void | Promise<void> {
    this.addSql(`create table "content_versions" ("id" serial primary key, "created_at" timestamptz not null default now(), "post_id" int not null, "number" int not null, "title" varchar(255) not null, "content" text not null, "feedback_notes" text null, "delivered_by_id" int null);`);
    this.addSql(`alter table "content_versions" add constraint "content_versions_post_id_number_unique" unique ("post_id", "number");`);

    this.addSql(`alter table "content_deliverables" add "delivered_at" timestamptz null;`);
    this.addSql(`create index "content_deliverables_delivered_at_index" on "content_deliverables" ("delivered_at");`);

    this.addSql(`alter table "content_versions" add constraint "content_versions_post_id_foreign" foreign key ("post_id") references "content_deliverables" ("id") on delete cascade;`);
    this.addSql(`alter table "content_versions" add constraint "content_versions_delivered_by_id_foreign" foreign key ("delivered_by_id") references "users" ("id") on delete set null;`);

    // Posts delivered before versions were kept: what the client has now is their first version.
    this.addSql(`update "content_deliverables" set "delivered_at" = "created_at" where "status" <> 'draft';`);
    this.addSql(`insert into "content_versions" ("created_at", "post_id", "number", "title", "content")
      select "created_at", "id", 1, "title", "content" from "content_deliverables" where "status" <> 'draft';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content_versions" cascade;`);

    this.addSql(`drop index "content_deliverables_delivered_at_index";`);
    this.addSql(`alter table "content_deliverables" drop column "delivered_at";`);
  }

}
