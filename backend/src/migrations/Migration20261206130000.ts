import { Migration } from '@mikro-orm/migrations';

/**
 * Images and documents of posts: `media_files` (one uploaded file, its bytes in the media storage)
 * and `post_media` (a file in a draft's media or in a delivered version's, in order).
 */
export class Migration20261206130000 extends Migration {
  override name = 'Migration20261206130000';

  override up(): void | Promise<void> {
    this.addSql(`create table "media_files" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "client_id" int not null,
      "uploaded_by_id" int null,
      "kind" varchar(20) not null,
      "content_type" varchar(100) not null,
      "byte_size" int not null,
      "file_name" varchar(255) not null,
      "sha256" varchar(64) not null,
      "width" int null,
      "height" int null,
      "page_count" int null,
      "preview_pages" int not null default 0,
      "storage_key" varchar(64) not null,
      constraint "media_files_kind_check" check ("kind" in ('image', 'document'))
    );`);
    this.addSql(`create index "media_files_client_id_index" on "media_files" ("client_id");`);
    this.addSql(
      `alter table "media_files" add constraint "media_files_storage_key_unique" unique ("storage_key");`,
    );
    this.addSql(`alter table "media_files" add constraint "media_files_client_id_foreign"
      foreign key ("client_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "media_files" add constraint "media_files_uploaded_by_id_foreign"
      foreign key ("uploaded_by_id") references "users" ("id") on delete set null;`);

    this.addSql(`create table "post_media" (
      "id" serial primary key,
      "post_id" int null,
      "version_id" int null,
      "media_id" int not null,
      "position" int not null,
      "alt_text" text null,
      "title" varchar(255) null,
      constraint "post_media_one_owner_check" check (("post_id" is null) <> ("version_id" is null))
    );`);
    this.addSql(`create index "post_media_post_id_index" on "post_media" ("post_id");`);
    this.addSql(`create index "post_media_version_id_index" on "post_media" ("version_id");`);
    this.addSql(`create index "post_media_media_id_index" on "post_media" ("media_id");`);
    this.addSql(`alter table "post_media" add constraint "post_media_post_id_foreign"
      foreign key ("post_id") references "content_deliverables" ("id") on delete cascade;`);
    this.addSql(`alter table "post_media" add constraint "post_media_version_id_foreign"
      foreign key ("version_id") references "content_versions" ("id") on delete cascade;`);
    this.addSql(`alter table "post_media" add constraint "post_media_media_id_foreign"
      foreign key ("media_id") references "media_files" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "post_media" cascade;`);
    this.addSql(`drop table if exists "media_files" cascade;`);
  }
}
