import { Migration } from '@mikro-orm/migrations';

export class Migration20261127162223 extends Migration {

  override name = 'Migration20261127162223';

  override up(): void | Promise<void> {
    this.addSql(`create table "post_comments" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "post_id" int not null, "parent_id" int null, "author_id" int null, "body" text not null, "internal" boolean not null default false, "version" int null, "sent_at" timestamptz null, "round" int null, "resolved_at" timestamptz null, "resolved_by_id" int null);`);
    this.addSql(`create index "post_comments_parent_id_index" on "post_comments" ("parent_id");`);
    this.addSql(`create index "post_comments_author_id_index" on "post_comments" ("author_id");`);
    this.addSql(`create index "post_comments_post_id_created_at_index" on "post_comments" ("post_id", "created_at");`);

    this.addSql(`alter table "post_comments" add constraint "post_comments_post_id_foreign" foreign key ("post_id") references "content_deliverables" ("id") on delete cascade;`);
    this.addSql(`alter table "post_comments" add constraint "post_comments_parent_id_foreign" foreign key ("parent_id") references "post_comments" ("id") on delete cascade;`);
    this.addSql(`alter table "post_comments" add constraint "post_comments_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "post_comments" add constraint "post_comments_resolved_by_id_foreign" foreign key ("resolved_by_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "post_comments" drop constraint "post_comments_parent_id_foreign";`);

    this.addSql(`drop table if exists "post_comments" cascade;`);
  }

}
