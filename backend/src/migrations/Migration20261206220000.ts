import { Migration } from '@mikro-orm/migrations';

/**
 * Posts approved to go out on LinkedIn by themselves (one row a post, deleted with it); what each
 * client lets the team and their reviewers do; the mails before a grant ends.
 */
export class Migration20261206220000 extends Migration {
  override name = 'Migration20261206220000';

  override up(): void | Promise<void> {
    this.addSql(`create table "linkedin_publications" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "post_id" int not null,
      "state" varchar(20) not null,
      "publish_at" timestamptz not null,
      "next_try_at" timestamptz not null,
      "version_number" int not null,
      "approved_by_id" int null,
      "approved_at" timestamptz not null,
      "attempts" int not null default 0,
      "claimed_at" timestamptz null,
      "sent_at" timestamptz null,
      "reason" text null,
      "linkedin_urn" varchar(100) null,
      "linkedin_url" varchar(500) null,
      "published_at" timestamptz null,
      constraint "linkedin_publications_state_check" check ("state" in ('scheduled', 'publishing', 'published', 'not_published', 'check_linkedin'))
    );`);
    this.addSql(
      `alter table "linkedin_publications" add constraint "linkedin_publications_post_id_unique" unique ("post_id");`,
    );
    this.addSql(
      `alter table "linkedin_publications" add constraint "linkedin_publications_post_id_foreign" foreign key ("post_id") references "content_deliverables" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "linkedin_publications" add constraint "linkedin_publications_approved_by_id_foreign" foreign key ("approved_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `create index "linkedin_publications_due_index" on "linkedin_publications" ("next_try_at") where "state" in ('scheduled', 'publishing');`,
    );
    this.addSql(`alter table "linkedin_connections"
      add column "team_may_publish" boolean not null default false,
      add column "reviewers_may_publish" boolean not null default false,
      add column "end_reminders_sent" int not null default 0;`);
    this.addSql(`alter table "notice_preferences" drop constraint "notice_preferences_kind_check";`);
    this.addSql(
      `alter table "notice_preferences" add constraint "notice_preferences_kind_check" check ("kind" in ('new_lead', 'client_registered', 'revision_requested', 'client_replied', 'review_requested', 'review_returned', 'client_assigned', 'subscription_canceled', 'payment_failed', 'subscription_ending', 'unmatched_payment', 'linkedin_published', 'linkedin_failed'));`,
    );
    this.addSql(`alter table "notice_digest_items" drop constraint "notice_digest_items_kind_check";`);
    this.addSql(
      `alter table "notice_digest_items" add constraint "notice_digest_items_kind_check" check ("kind" in ('new_lead', 'client_registered', 'revision_requested', 'client_replied', 'review_requested', 'review_returned', 'client_assigned', 'subscription_canceled', 'payment_failed', 'subscription_ending', 'unmatched_payment', 'linkedin_published', 'linkedin_failed'));`,
    );
    this.addSql(`alter table "outgoing_mails" drop constraint "outgoing_mails_kind_check";`);
    this.addSql(
      `alter table "outgoing_mails" add constraint "outgoing_mails_kind_check" check ("kind" in ('lead_confirmation', 'new_lead', 'free_ideas', 'password_reset', 'invitation', 'post_delivered', 'revision_requested', 'subscription_canceled', 'payment_failed', 'subscription_ending', 'payment_receipt', 'payment_failure_notice', 'payment_link', 'unmatched_payment', 'team_invitation', 'client_assigned', 'review_requested', 'review_returned', 'performance_reminder', 'performance_report', 'review_digest', 'client_registered', 'notice_digest', 'email_confirmation', 'email_change_notice', 'comment_answered', 'client_replied', 'linkedin_published', 'linkedin_failed', 'linkedin_outcome', 'linkedin_ending', 'linkedin_invitation'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "linkedin_publications" cascade;`);
    this.addSql(`alter table "linkedin_connections"
      drop column "team_may_publish", drop column "reviewers_may_publish", drop column "end_reminders_sent";`);
    this.addSql(`alter table "notice_preferences" drop constraint "notice_preferences_kind_check";`);
    this.addSql(
      `alter table "notice_preferences" add constraint "notice_preferences_kind_check" check ("kind" in ('new_lead', 'client_registered', 'revision_requested', 'client_replied', 'review_requested', 'review_returned', 'client_assigned', 'subscription_canceled', 'payment_failed', 'subscription_ending', 'unmatched_payment'));`,
    );
    this.addSql(`alter table "notice_digest_items" drop constraint "notice_digest_items_kind_check";`);
    this.addSql(
      `alter table "notice_digest_items" add constraint "notice_digest_items_kind_check" check ("kind" in ('new_lead', 'client_registered', 'revision_requested', 'client_replied', 'review_requested', 'review_returned', 'client_assigned', 'subscription_canceled', 'payment_failed', 'subscription_ending', 'unmatched_payment'));`,
    );
    this.addSql(`alter table "outgoing_mails" drop constraint "outgoing_mails_kind_check";`);
    this.addSql(
      `alter table "outgoing_mails" add constraint "outgoing_mails_kind_check" check ("kind" in ('lead_confirmation', 'new_lead', 'free_ideas', 'password_reset', 'invitation', 'post_delivered', 'revision_requested', 'subscription_canceled', 'payment_failed', 'subscription_ending', 'payment_receipt', 'payment_failure_notice', 'payment_link', 'unmatched_payment', 'team_invitation', 'client_assigned', 'review_requested', 'review_returned', 'performance_reminder', 'performance_report', 'review_digest', 'client_registered', 'notice_digest', 'email_confirmation', 'email_change_notice', 'comment_answered', 'client_replied'));`,
    );
  }
}
