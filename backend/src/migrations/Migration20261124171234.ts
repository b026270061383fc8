import { Migration } from '@mikro-orm/migrations';

export class Migration20261124171234 extends Migration {

  override name = 'Migration20261124171234';

  override up(): void | Promise<void> {
    this.addSql(`create table "periodic_mails" ("id" serial primary key, "created_at" timestamptz not null default now(), "client_id" int not null, "kind" varchar(40) not null, "period" date not null);`);
    this.addSql(`alter table "periodic_mails" add constraint "periodic_mails_client_id_kind_period_unique" unique ("client_id", "kind", "period");`);

    this.addSql(`create table "review_links" ("id" serial primary key, "created_at" timestamptz not null default now(), "post_id" int not null, "client_id" int not null, "action" varchar(20) not null, "token_hash" varchar(64) not null, "post_updated_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null);`);
    this.addSql(`create index "review_links_post_id_index" on "review_links" ("post_id");`);
    this.addSql(`create index "review_links_client_id_index" on "review_links" ("client_id");`);
    this.addSql(`alter table "review_links" add constraint "review_links_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "performance_snapshots" ("id" serial primary key, "created_at" timestamptz not null default now(), "post_id" int not null, "recorded_on" date not null, "impressions" int not null, "reactions" int not null, "comments" int not null, "reposts" int not null, "recorded_by_id" int null);`);
    this.addSql(`create index "performance_snapshots_post_id_recorded_on_index" on "performance_snapshots" ("post_id", "recorded_on");`);

    this.addSql(`alter table "outgoing_mails" drop constraint "outgoing_mails_kind_check";`);
    this.addSql(`alter table "outgoing_mails" add constraint "outgoing_mails_kind_check" check ("kind" in ('lead_confirmation', 'new_lead', 'free_ideas', 'password_reset', 'invitation', 'post_delivered', 'revision_requested', 'subscription_canceled', 'payment_failed', 'subscription_ending', 'payment_receipt', 'payment_failure_notice', 'payment_link', 'unmatched_payment', 'team_invitation', 'client_assigned', 'review_requested', 'review_returned', 'performance_reminder', 'performance_report', 'review_digest'));`);

    this.addSql(`alter table "users" add "review_digest" boolean not null default false;`);

    this.addSql(`alter table "content_deliverables" add "published_at" timestamptz null, add "performance_reminders_sent" int not null default 0, add "pillar" varchar(255) null;`);
    // Posts published before this: their date is taken to be their last change, and no reminder is owed for them.
    this.addSql(`update "content_deliverables" set "published_at" = "updated_at", "performance_reminders_sent" = 2 where "status" = 'published';`);
    this.addSql(`create index "content_deliverables_scheduled_for_index" on "content_deliverables" ("scheduled_for");`);
    this.addSql(`create index "content_deliverables_performance_reminder_index" on "content_deliverables" ("published_at") where "status" = 'published' and "performance_reminders_sent" < 2;`);

    this.addSql(`alter table "periodic_mails" add constraint "periodic_mails_client_id_foreign" foreign key ("client_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "periodic_mails" add constraint "periodic_mails_kind_check" check ("kind" in ('performance_report', 'review_digest'));`);

    this.addSql(`alter table "review_links" add constraint "review_links_post_id_foreign" foreign key ("post_id") references "content_deliverables" ("id") on delete cascade;`);
    this.addSql(`alter table "review_links" add constraint "review_links_client_id_foreign" foreign key ("client_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "review_links" add constraint "review_links_action_check" check ("action" in ('publish', 'revision'));`);

    this.addSql(`alter table "performance_snapshots" add constraint "performance_snapshots_post_id_foreign" foreign key ("post_id") references "content_deliverables" ("id") on delete cascade;`);
    this.addSql(`alter table "performance_snapshots" add constraint "performance_snapshots_recorded_by_id_foreign" foreign key ("recorded_by_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "periodic_mails" cascade;`);
    this.addSql(`drop table if exists "review_links" cascade;`);
    this.addSql(`drop table if exists "performance_snapshots" cascade;`);

    this.addSql(`drop index "content_deliverables_scheduled_for_index";`);
    this.addSql(`drop index "content_deliverables_performance_reminder_index";`);
    this.addSql(`alter table "content_deliverables" drop column "published_at", drop column "performance_reminders_sent", drop column "pillar";`);

    this.addSql(`alter table "outgoing_mails" drop constraint "outgoing_mails_kind_check";`);
    this.addSql(`alter table "outgoing_mails" add constraint "outgoing_mails_kind_check" check ("kind" in ('lead_confirmation', 'new_lead', 'free_ideas', 'password_reset', 'invitation', 'post_delivered', 'revision_requested', 'subscription_canceled', 'payment_failed', 'subscription_ending', 'payment_receipt', 'payment_failure_notice', 'payment_link', 'unmatched_payment', 'team_invitation', 'client_assigned', 'review_requested', 'review_returned'));`);

    this.addSql(`alter table "users" drop column "review_digest";`);
  }

}
