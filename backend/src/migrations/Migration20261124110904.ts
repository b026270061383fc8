import { Migration } from '@mikro-orm/migrations';

export class Migration20261124110904 extends Migration {

  override name = 'Migration20261124110904';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" drop constraint "users_role_check";`);
    this.addSql(`alter table "users" add "deactivated_at" timestamptz null, add "assigned_to_id" int null, add "review_required" boolean not null default false;`);
    this.addSql(`alter table "users" add constraint "users_assigned_to_id_foreign" foreign key ("assigned_to_id") references "users" ("id") on delete set null;`);
    this.addSql(`create index "users_assigned_to_id_index" on "users" ("assigned_to_id");`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('admin', 'writer', 'client'));`);

    this.addSql(`alter table "content_deliverables" add "written_by_id" int null, add "review_state" varchar(20) null, add "review_note" text null, add "review_requested_by_id" int null, add "review_requested_at" timestamptz null, add "reviewed_by_id" int null, add "reviewed_at" timestamptz null;`);
    this.addSql(`alter table "content_deliverables" add constraint "content_deliverables_written_by_id_foreign" foreign key ("written_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "content_deliverables" add constraint "content_deliverables_review_requested_by_id_foreign" foreign key ("review_requested_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "content_deliverables" add constraint "content_deliverables_reviewed_by_id_foreign" foreign key ("reviewed_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`create index "content_deliverables_review_queue_index" on "content_deliverables" ("review_requested_at", "id") where "review_state" = 'ready';`);
    this.addSql(`alter table "content_deliverables" add constraint "content_deliverables_review_state_check" check ("review_state" in ('ready', 'approved', 'returned'));`);

    this.addSql(`alter table "content_versions" add "written_by_id" int null, add "reviewed_by_id" int null;`);
    this.addSql(`alter table "content_versions" add constraint "content_versions_written_by_id_foreign" foreign key ("written_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "content_versions" add constraint "content_versions_reviewed_by_id_foreign" foreign key ("reviewed_by_id") references "users" ("id") on delete set null;`);
    // Until now one person wrote and delivered each version: the admin who delivered it.
    this.addSql(`update "content_versions" set "written_by_id" = "delivered_by_id";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "content_deliverables" drop constraint "content_deliverables_written_by_id_foreign";`);
    this.addSql(`alter table "content_deliverables" drop constraint "content_deliverables_review_requested_by_id_foreign";`);
    this.addSql(`alter table "content_deliverables" drop constraint "content_deliverables_reviewed_by_id_foreign";`);

    this.addSql(`alter table "content_versions" drop constraint "content_versions_written_by_id_foreign";`);
    this.addSql(`alter table "content_versions" drop constraint "content_versions_reviewed_by_id_foreign";`);

    this.addSql(`alter table "users" drop constraint "users_assigned_to_id_foreign";`);

    this.addSql(`drop index "content_deliverables_review_queue_index";`);
    this.addSql(`alter table "content_deliverables" drop constraint "content_deliverables_review_state_check";`);
    this.addSql(`alter table "content_deliverables" drop column "written_by_id", drop column "review_state", drop column "review_note", drop column "review_requested_by_id", drop column "review_requested_at", drop column "reviewed_by_id", drop column "reviewed_at";`);

    this.addSql(`alter table "content_versions" drop column "written_by_id", drop column "reviewed_by_id";`);

    this.addSql(`drop index "users_assigned_to_id_index";`);
    this.addSql(`alter table "users" drop constraint "users_role_check";`);
    this.addSql(`alter table "users" drop column "deactivated_at", drop column "assigned_to_id", drop column "review_required";`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('admin', 'client'));`);
  }

}
