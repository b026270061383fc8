import { Migration } from '@mikro-orm/migrations';

export class Migration20261127185542 extends Migration {
  override name = 'Migration20261127185542';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "post_comments" add "anchor_start" int null, add "anchor_end" int null, add "quote" text null, add "suggestion" text null, add "suggestion_state" varchar(20) null, add "decided_at" timestamptz null, add "decided_by_id" int null, add "decline_reason" text null;`,
    );
    this.addSql(
      `alter table "post_comments" add constraint "post_comments_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "post_comments" add constraint "post_comments_suggestion_state_check" check ("suggestion_state" in ('pending', 'accepted', 'declined'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "post_comments" drop constraint "post_comments_decided_by_id_foreign";`);

    this.addSql(`alter table "post_comments" drop constraint "post_comments_suggestion_state_check";`);
    this.addSql(
      `alter table "post_comments" drop column "anchor_start", drop column "anchor_end", drop column "quote", drop column "suggestion", drop column "suggestion_state", drop column "decided_at", drop column "decided_by_id", drop column "decline_reason";`,
    );
  }
}
