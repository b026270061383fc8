import { Migration } from '@mikro-orm/migrations';

export class Migration20261127073000 extends Migration {

  override name = 'Migration20261127073000';

  override up(): void | Promise<void> {
    this.addSql(`create table "notice_preferences" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "member_id" int not null, "kind" varchar(40) not null, "delivery" varchar(10) not null);`);
    this.addSql(`alter table "notice_preferences" add constraint "notice_preferences_member_id_kind_unique" unique ("member_id", "kind");`);

    this.addSql(`create table "notice_digest_items" ("id" serial primary key, "created_at" timestamptz not null default now(), "member_id" int not null, "kind" varchar(40) not null, "subject" varchar(500) not null, "url" varchar(2000) null, "about" varchar(320) null, "lead_id" int null);`);
    this.addSql(`create index "notice_digest_items_member_id_index" on "notice_digest_items" ("member_id");`);
    this.addSql(`create index "notice_digest_items_about_index" on "notice_digest_items" ("about");`);
    this.addSql(`create index "notice_digest_items_lead_id_index" on "notice_digest_items" ("lead_id");`);

    this.addSql(`alter table "notice_preferences" add constraint "notice_preferences_member_id_foreign" foreign key ("member_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "notice_preferences" add constraint "notice_preferences_kind_check" check ("kind" in ('new_lead', 'client_registered', 'revision_requested', 'review_requested', 'review_returned', 'client_assigned', 'subscription_canceled', 'payment_failed', 'subscription_ending', 'unmatched_payment'));`);
    this.addSql(`alter table "notice_preferences" add constraint "notice_preferences_delivery_check" check ("delivery" in ('now', 'digest', 'off'));`);

    this.addSql(`alter table "notice_digest_items" add constraint "notice_digest_items_member_id_foreign" foreign key ("member_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "notice_digest_items" add constraint "notice_digest_items_lead_id_foreign" foreign key ("lead_id") references "leads" ("id") on delete cascade;`);
    this.addSql(`alter table "notice_digest_items" add constraint "notice_digest_items_kind_check" check ("kind" in ('new_lead', 'client_registered', 'revision_requested', 'review_requested', 'review_returned', 'client_assigned', 'subscription_canceled', 'payment_failed', 'subscription_ending', 'unmatched_payment'));`);

    this.addSql(`alter table "outgoing_mails" drop constraint "outgoing_mails_kind_check";`);
    this.addSql(`alter table "outgoing_mails" add constraint "outgoing_mails_kind_check" check ("kind" in ('lead_confirmation', 'new_lead', 'free_ideas', 'password_reset', 'invitation', 'post_delivered', 'revision_requested', 'subscription_canceled', 'payment_failed', 'subscription_ending', 'payment_receipt', 'payment_failure_notice', 'payment_link', 'unmatched_payment', 'team_invitation', 'client_assigned', 'review_requested', 'review_returned', 'performance_reminder', 'performance_report', 'review_digest', 'client_registered', 'notice_digest'));`);

    this.addSql(`alter table "periodic_mails" drop constraint "periodic_mails_kind_check";`);
    this.addSql(`alter table "periodic_mails" add constraint "periodic_mails_kind_check" check ("kind" in ('performance_report', 'review_digest', 'notice_digest'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notice_digest_items" cascade;`);
    this.addSql(`drop table if exists "notice_preferences" cascade;`);

    this.addSql(`alter table "outgoing_mails" drop constraint "outgoing_mails_kind_check";`);
    this.addSql(`alter table "outgoing_mails" add constraint "outgoing_mails_kind_check" check ("kind" in ('lead_confirmation', 'new_lead', 'free_ideas', 'password_reset', 'invitation', 'post_delivered', 'revision_requested', 'subscription_canceled', 'payment_failed', 'subscription_ending', 'payment_receipt', 'payment_failure_notice', 'payment_link', 'unmatched_payment', 'team_invitation', 'client_assigned', 'review_requested', 'review_returned', 'performance_reminder', 'performance_report', 'review_digest'));`);

    this.addSql(`alter table "periodic_mails" drop constraint "periodic_mails_kind_check";`);
    this.addSql(`alter table "periodic_mails" add constraint "periodic_mails_kind_check" check ("kind" in ('performance_report', 'review_digest'));`);
  }

}
